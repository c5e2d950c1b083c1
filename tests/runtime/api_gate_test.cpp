// The call gate against a fake PJRT table: no plugin involved.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "runtime/api.h"
#include "runtime/plugin.h"

namespace jaxbench::runtime {
namespace {

struct FakeError {
  std::string message;
  PJRT_Error_Code code;
};
int g_errors_destroyed = 0;
int g_initialize_calls = 0;

void fake_error_destroy(PJRT_Error_Destroy_Args* args) {
  delete reinterpret_cast<FakeError*>(args->error);
  ++g_errors_destroyed;
}
void fake_error_message(PJRT_Error_Message_Args* args) {
  const auto* error = reinterpret_cast<const FakeError*>(args->error);
  args->message = error->message.data();
  args->message_size = error->message.size();
}
PJRT_Error* fake_error_code(PJRT_Error_GetCode_Args* args) {
  args->code = reinterpret_cast<const FakeError*>(args->error)->code;
  return nullptr;
}
PJRT_Error* fake_initialize_fails(PJRT_Plugin_Initialize_Args*) {
  ++g_initialize_calls;
  return reinterpret_cast<PJRT_Error*>(new FakeError{"no accelerator found", PJRT_Error_Code_FAILED_PRECONDITION});
}
PJRT_Error* fake_initialize_ok(PJRT_Plugin_Initialize_Args* args) {
  ++g_initialize_calls;
  // The gate must pass the ABI size of the struct, not sizeof().
  return args->struct_size == offsetof(PJRT_Plugin_Initialize_Args, extension_start) + sizeof(void*)
             ? nullptr
             : reinterpret_cast<PJRT_Error*>(new FakeError{"bad struct_size", PJRT_Error_Code_INVALID_ARGUMENT});
}

PJRT_Api fake_table(size_t struct_size) {
  PJRT_Api table;
  std::memset(static_cast<void*>(&table), 0, sizeof(table));
  table.struct_size = struct_size;
  table.pjrt_api_version.major_version = 0;
  table.pjrt_api_version.minor_version = 90;
  table.PJRT_Error_Destroy = fake_error_destroy;
  table.PJRT_Error_Message = fake_error_message;
  table.PJRT_Error_GetCode = fake_error_code;
  table.PJRT_Plugin_Initialize = fake_initialize_fails;
  return table;
}

TEST(ApiGate, TurnsAPluginErrorIntoPjrtErrorAndDestroysIt) {
  PJRT_Api table = fake_table(sizeof(PJRT_Api));
  Api api(&table);
  g_errors_destroyed = 0;
  auto args = JAXBENCH_ARGS(PJRT_Plugin_Initialize_Args, extension_start);
  try {
    api.call(&PJRT_Api::PJRT_Plugin_Initialize, "PJRT_Plugin_Initialize", &args);
    FAIL() << "expected a PjrtError";
  } catch (const PjrtError& error) {
    EXPECT_EQ(error.function(), "PJRT_Plugin_Initialize");
    EXPECT_EQ(error.code(), PJRT_Error_Code_FAILED_PRECONDITION);
    EXPECT_EQ(error.plugin_message(), "no accelerator found");
    EXPECT_STREQ(error.what(), "PJRT_Plugin_Initialize failed (FAILED_PRECONDITION): no accelerator found");
  }
  EXPECT_EQ(g_errors_destroyed, 1);
}

TEST(ApiGate, PassesTheAbiStructSize) {
  PJRT_Api table = fake_table(sizeof(PJRT_Api));
  table.PJRT_Plugin_Initialize = fake_initialize_ok;
  Api api(&table);
  auto args = JAXBENCH_ARGS(PJRT_Plugin_Initialize_Args, extension_start);
  EXPECT_NO_THROW(api.call(&PJRT_Api::PJRT_Plugin_Initialize, "PJRT_Plugin_Initialize", &args));
}

TEST(ApiGate, RefusesASlotBeyondThePluginsTable) {
  // A table that ends right after the error functions: Initialize lies
  // outside it, so the gate must refuse without calling through it.
  size_t size = offsetof(PJRT_Api, PJRT_Plugin_Initialize);
  PJRT_Api table = fake_table(size);
  Api api(&table);
  g_initialize_calls = 0;
  EXPECT_FALSE(api.has(&PJRT_Api::PJRT_Plugin_Initialize));
  EXPECT_TRUE(api.has(&PJRT_Api::PJRT_Error_GetCode));
  auto args = JAXBENCH_ARGS(PJRT_Plugin_Initialize_Args, extension_start);
  try {
    api.call(&PJRT_Api::PJRT_Plugin_Initialize, "PJRT_Plugin_Initialize", &args);
    FAIL() << "expected a PjrtError";
  } catch (const PjrtError& error) {
    EXPECT_EQ(error.code(), PJRT_Error_Code_UNIMPLEMENTED);
    EXPECT_NE(std::string(error.what()).find("does not provide"), std::string::npos);
  }
  EXPECT_EQ(g_initialize_calls, 0);
}

TEST(ApiGate, RefusesANullSlotInsideTheTable) {
  PJRT_Api table = fake_table(sizeof(PJRT_Api));
  Api api(&table);
  EXPECT_FALSE(api.has(&PJRT_Api::PJRT_Client_Create));
  auto args = JAXBENCH_ARGS(PJRT_Client_Create_Args, kv_try_get_user_arg);
  EXPECT_THROW(api.call(&PJRT_Api::PJRT_Client_Create, "PJRT_Client_Create", &args), PjrtError);
}

TEST(PluginValidation, RejectsAnotherMajorVersion) {
  PJRT_Api table = fake_table(sizeof(PJRT_Api));
  table.pjrt_api_version.major_version = 1;
  try {
    Plugin::validate_table(&table, "fake.so");
    FAIL() << "expected an Error";
  } catch (const Error& error) {
    std::string what = error.what();
    EXPECT_NE(what.find("fake.so: plugin speaks PJRT API 1.90"), std::string::npos) << what;
    EXPECT_NE(what.find("major version 0"), std::string::npos) << what;
  }
}

TEST(PluginValidation, RejectsTooOldMinorAndTinyTables) {
  PJRT_Api old_table = fake_table(sizeof(PJRT_Api));
  old_table.pjrt_api_version.minor_version = 40;
  EXPECT_THROW(Plugin::validate_table(&old_table, "old.so"), Error);
  PJRT_Api tiny = fake_table(8);
  EXPECT_THROW(Plugin::validate_table(&tiny, "tiny.so"), Error);
  EXPECT_THROW(Plugin::validate_table(nullptr, "null.so"), Error);
  PJRT_Api good = fake_table(sizeof(PJRT_Api));
  EXPECT_NO_THROW(Plugin::validate_table(&good, "good.so"));
}

}  // namespace
}  // namespace jaxbench::runtime
