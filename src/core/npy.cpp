#include "core/npy.h"

#include <cstring>

#include "core/error.h"
#include "core/files.h"

namespace jaxbench {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicSize = 6;

// Finds `'key':` in the header dict and returns the text after it.
std::string_view value_after(std::string_view header, std::string_view key) {
  std::string quoted = "'" + std::string(key) + "'";
  size_t at = header.find(quoted);
  if (at == std::string_view::npos) return {};
  at = header.find(':', at + quoted.size());
  if (at == std::string_view::npos) return {};
  std::string_view rest = header.substr(at + 1);
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  return rest;
}

Shape parse_shape(std::string_view text, const std::string& what) {
  if (text.empty() || text.front() != '(') throw Error(what + ": malformed .npy header (shape)");
  size_t close = text.find(')');
  if (close == std::string_view::npos) throw Error(what + ": malformed .npy header (shape)");
  Shape shape;
  std::string_view inner = text.substr(1, close - 1);
  size_t pos = 0;
  while (pos < inner.size()) {
    while (pos < inner.size() && (inner[pos] == ' ' || inner[pos] == ',')) ++pos;
    if (pos >= inner.size()) break;
    size_t end = pos;
    while (end < inner.size() && inner[end] >= '0' && inner[end] <= '9') ++end;
    if (end == pos) throw Error(what + ": malformed .npy header (shape)");
    shape.push_back(std::stoll(std::string(inner.substr(pos, end - pos))));
    pos = end;
  }
  return shape;
}

}  // namespace

HostArray parse_npy(const std::string& bytes, const std::string& what) {
  if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic, kMagicSize) != 0) {
    throw Error(what + ": not a .npy file (bad magic; write it with numpy.save)");
  }
  int major = static_cast<unsigned char>(bytes[6]);
  size_t header_len;
  size_t header_start;
  if (major == 1) {
    header_len = static_cast<unsigned char>(bytes[8]) | (static_cast<unsigned char>(bytes[9]) << 8);
    header_start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) throw Error(what + ": truncated .npy header");
    header_len = 0;
    for (int i = 0; i < 4; ++i) header_len |= static_cast<size_t>(static_cast<unsigned char>(bytes[8 + i])) << (8 * i);
    header_start = 12;
  } else {
    throw Error(what + ": unsupported .npy version " + std::to_string(major));
  }
  if (bytes.size() < header_start + header_len) throw Error(what + ": truncated .npy header");
  std::string_view header(bytes.data() + header_start, header_len);

  std::string_view descr_text = value_after(header, "descr");
  if (descr_text.size() < 2 || descr_text.front() != '\'') throw Error(what + ": malformed .npy header (descr)");
  size_t descr_end = descr_text.find('\'', 1);
  if (descr_end == std::string_view::npos) throw Error(what + ": malformed .npy header (descr)");
  std::string descr(descr_text.substr(1, descr_end - 1));
  if (!descr.empty() && descr[0] == '>') {
    throw Error(what + ": big-endian dtype " + descr + " is not supported (save it with a '<' dtype)");
  }
  auto dtype = dtype_from_npy(descr);
  if (!dtype) {
    throw Error(what + ": unsupported dtype '" + descr +
                "' (supported: bool, int8/16/32/64, uint8/16/32/64, float16/32/64, ml_dtypes.bfloat16, "
                "ml_dtypes.float8_e4m3fn and float8_e5m2)");
  }
  if (value_after(header, "fortran_order").substr(0, 4) == "True") {
    throw Error(what + ": Fortran-ordered arrays are not supported (save np.ascontiguousarray(x))");
  }
  HostArray array(*dtype, parse_shape(value_after(header, "shape"), what));
  size_t data_start = header_start + header_len;
  size_t want = array.bytes.size();
  if (bytes.size() - data_start < want) {
    throw Error(what + ": truncated .npy data (" + std::to_string(bytes.size() - data_start) + " of " +
                std::to_string(want) + " bytes for " + array.describe() + ")");
  }
  if (want) std::memcpy(array.bytes.data(), bytes.data() + data_start, want);
  return array;
}

HostArray read_npy(const std::string& path) { return parse_npy(read_file(path), path); }

std::string serialize_npy(const HostArray& array) {
  std::string shape = "(";
  for (size_t i = 0; i < array.shape.size(); ++i) {
    shape += std::to_string(array.shape[i]);
    shape += (array.shape.size() == 1 || i + 1 < array.shape.size()) ? "," : "";
    if (i + 1 < array.shape.size()) shape += " ";
  }
  shape += ")";
  std::string header =
      std::string("{'descr': '") + info(array.dtype).npy_descr + "', 'fortran_order': False, 'shape': " + shape + ", }";
  // Pad with spaces so that magic + version + length + header + '\n' is a
  // multiple of 64 bytes, as numpy does.
  size_t total = kMagicSize + 2 + 2 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string out(kMagic, kMagicSize);
  out += '\x01';
  out += '\x00';
  out += static_cast<char>(header.size() & 0xFF);
  out += static_cast<char>((header.size() >> 8) & 0xFF);
  out += header;
  out.append(reinterpret_cast<const char*>(array.bytes.data()), array.bytes.size());
  return out;
}

void write_npy(const std::string& path, const HostArray& array) { write_file_atomic(path, serialize_npy(array)); }

}  // namespace jaxbench
