#include "core/npy.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "core/files.h"

#ifndef JAXBENCH_TEST_DATA
#error "JAXBENCH_TEST_DATA must name tests/data"
#endif

namespace jaxbench {
namespace {

std::string data(const std::string& name) { return std::string(JAXBENCH_TEST_DATA) + "/" + name; }

std::string error_of(const std::string& path) {
  try {
    read_npy(path);
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

TEST(Npy, ReadsWhatNumpyWroteForEveryDtype) {
  size_t count = 0;
  const DTypeInfo* table = all_dtypes(&count);
  for (size_t t = 0; t < count; ++t) {
    HostArray array = read_npy(data(std::string("npy_") + table[t].name + ".npy"));
    if (table[t].dtype == DType::kF4E2M1FN) {  // its '<V1' is float8_e4m3fn's: the program's argument names it
      EXPECT_EQ(array.dtype, DType::kF8E4M3FN);
      array.dtype = DType::kF4E2M1FN;
    }
    EXPECT_EQ(array.dtype, table[t].dtype) << table[t].name;
    EXPECT_EQ(array.shape, (Shape{2, 3, 4}));
    for (int64_t i = 0; i < 24; ++i) {
      double expected = table[t].dtype == DType::kPred ? i % 2 : (table[t].name[0] == 'u' ? i % 7 : (i % 7) - 3);
      ASSERT_EQ(array.get(i), expected) << table[t].name << " element " << i;
    }
  }
}

TEST(Npy, WritesBytesNumpyWouldWrite) {
  // Our writer must produce exactly numpy.save's bytes, header padding and
  // all, so files compare equal with cmp and load back with ml_dtypes.
  size_t count = 0;
  const DTypeInfo* table = all_dtypes(&count);
  for (size_t t = 0; t < count; ++t) {
    std::string path = data(std::string("npy_") + table[t].name + ".npy");
    EXPECT_EQ(serialize_npy(read_npy(path)), read_file(path)) << table[t].name;
  }
  std::string scalar = data("npy_scalar_f32.npy");
  HostArray value = read_npy(scalar);
  EXPECT_TRUE(value.shape.empty());
  EXPECT_EQ(value.get(0), 2.5);
  EXPECT_EQ(serialize_npy(value), read_file(scalar));
}

TEST(Npy, RoundTripsOneDimensionalAndEmpty) {
  HostArray vector(DType::kS32, {5});
  for (int i = 0; i < 5; ++i) vector.set(i, i * 10);
  HostArray back = parse_npy(serialize_npy(vector), "vector");
  EXPECT_EQ(back.shape, Shape{5});
  EXPECT_EQ(back.bytes, vector.bytes);
  EXPECT_NE(serialize_npy(vector).find("(5,)"), std::string::npos);
  HostArray empty(DType::kF32, {0, 3});
  EXPECT_EQ(parse_npy(serialize_npy(empty), "empty").shape, (Shape{0, 3}));
}

TEST(Npy, RejectsBadFilesWithOneLineNamingTheFile) {
  std::string truncated = error_of(data("truncated.npy"));
  EXPECT_NE(truncated.find("truncated.npy"), std::string::npos);
  EXPECT_NE(truncated.find("truncated .npy data"), std::string::npos) << truncated;

  std::string complex = error_of(data("unsupported_complex.npy"));
  EXPECT_NE(complex.find("unsupported dtype '<c8'"), std::string::npos) << complex;

  std::string fortran = error_of(data("fortran.npy"));
  EXPECT_NE(fortran.find("Fortran"), std::string::npos) << fortran;

  std::string missing = error_of(data("no_such_file.npy"));
  EXPECT_NE(missing.find("cannot read"), std::string::npos) << missing;

  EXPECT_THROW(parse_npy("not an npy file at all", "text"), Error);
  EXPECT_THROW(parse_npy(std::string("\x93NUMPY\x01\x00\xff\x00", 10), "short header"), Error);
  for (const std::string& message : {truncated, complex, fortran, missing}) {
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace jaxbench
