#include "core/sha256.h"

#include <gtest/gtest.h>

namespace jaxbench {
namespace {

TEST(Sha256, KnownVectors) {
  // FIPS 180-4 examples and the empty string.
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(sha256_hex(std::string(1000000, 'a')), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256, PaddingBoundaries) {
  // 55, 56 and 64 bytes straddle the one-block / two-block padding cases;
  // the digests must all differ and be stable.
  std::string d55 = sha256_hex(std::string(55, 'x')), d56 = sha256_hex(std::string(56, 'x'));
  std::string d64 = sha256_hex(std::string(64, 'x'));
  EXPECT_NE(d55, d56);
  EXPECT_NE(d56, d64);
  EXPECT_EQ(d55.size(), 64u);
  EXPECT_EQ(sha256_hex(std::string(56, 'x')), d56);
}

}  // namespace
}  // namespace jaxbench
