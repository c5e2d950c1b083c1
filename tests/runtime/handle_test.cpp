// The owners of PJRT objects against a fake PJRT table that counts every
// destroy call: an object is destroyed exactly once, by its last owner, and
// a moved-from owner destroys nothing.
#include "runtime/handle.h"

#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <string>

#include "runtime/buffer.h"
#include "runtime/event.h"
#include "runtime/executable.h"

namespace jaxbench::runtime {
namespace {

// Distinct fake objects: the table only compares their addresses.
char g_objects[4];
PJRT_Event* fake_event(int i) { return reinterpret_cast<PJRT_Event*>(&g_objects[i]); }
PJRT_Buffer* fake_buffer(int i) { return reinterpret_cast<PJRT_Buffer*>(&g_objects[i]); }

std::map<const void*, int> g_destroyed;  // object -> destroy calls
int g_errors_destroyed = 0;
bool g_destroy_fails = false;

PJRT_Error* fake_failure() { return reinterpret_cast<PJRT_Error*>(new std::string("device lost")); }

PJRT_Error* fake_event_destroy(PJRT_Event_Destroy_Args* args) {
  ++g_destroyed[args->event];
  return g_destroy_fails ? fake_failure() : nullptr;
}
PJRT_Error* fake_buffer_destroy(PJRT_Buffer_Destroy_Args* args) {
  ++g_destroyed[args->buffer];
  return nullptr;
}
PJRT_Error* fake_loaded_executable_destroy(PJRT_LoadedExecutable_Destroy_Args* args) {
  ++g_destroyed[args->executable];
  return nullptr;
}
PJRT_Error* fake_get_executable_fails(PJRT_LoadedExecutable_GetExecutable_Args*) { return fake_failure(); }
void fake_error_destroy(PJRT_Error_Destroy_Args* args) {
  delete reinterpret_cast<std::string*>(args->error);
  ++g_errors_destroyed;
}
void fake_error_message(PJRT_Error_Message_Args* args) {
  const auto* message = reinterpret_cast<const std::string*>(args->error);
  args->message = message->data();
  args->message_size = message->size();
}

class HandleTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::memset(static_cast<void*>(&table_), 0, sizeof(table_));
    table_.struct_size = sizeof(PJRT_Api);
    table_.PJRT_Error_Destroy = fake_error_destroy;
    table_.PJRT_Error_Message = fake_error_message;
    table_.PJRT_Event_Destroy = fake_event_destroy;
    table_.PJRT_Buffer_Destroy = fake_buffer_destroy;
    table_.PJRT_LoadedExecutable_Destroy = fake_loaded_executable_destroy;
    table_.PJRT_LoadedExecutable_GetExecutable = fake_get_executable_fails;
    g_destroyed.clear();
    g_errors_destroyed = 0;
    g_destroy_fails = false;
  }
  int destroyed(const void* object) const { return g_destroyed.count(object) ? g_destroyed.at(object) : 0; }
  Api api() const { return Api(&table_); }
  PJRT_Api table_;
};

TEST_F(HandleTest, DestroysItsObjectExactlyOnce) {
  {
    EventHandle handle(api(), fake_event(0));
    EXPECT_TRUE(handle);
    EXPECT_EQ(handle.get(), fake_event(0));
    EXPECT_EQ(handle.api().table(), &table_);  // the table travels with the handle
    EXPECT_EQ(destroyed(fake_event(0)), 0);
  }
  EXPECT_EQ(destroyed(fake_event(0)), 1);
}

TEST_F(HandleTest, AMovedFromHandleDestroysNothing) {
  {
    EventHandle first(api(), fake_event(0));
    EventHandle second(std::move(first));
    EXPECT_FALSE(first);
    EXPECT_EQ(first.get(), nullptr);
    EXPECT_EQ(second.get(), fake_event(0));
    first.reset();  // empty: no call
    EXPECT_EQ(destroyed(fake_event(0)), 0);
  }
  EXPECT_EQ(destroyed(fake_event(0)), 1);
}

TEST_F(HandleTest, MoveAssignmentDestroysTheObjectItReplaces) {
  EventHandle kept(api(), fake_event(0));
  EventHandle replaced(api(), fake_event(1));
  replaced = std::move(kept);
  EXPECT_EQ(destroyed(fake_event(1)), 1);
  EXPECT_EQ(destroyed(fake_event(0)), 0);
  replaced.reset();
  replaced.reset();
  EXPECT_EQ(destroyed(fake_event(0)), 1);
  EXPECT_EQ(destroyed(fake_event(1)), 1);
}

TEST_F(HandleTest, AFailedDestroyIsDroppedAndItsErrorFreed) {
  g_destroy_fails = true;
  {
    EventHandle handle(api(), fake_event(0));
    EXPECT_NO_THROW(handle.reset());
  }
  EXPECT_EQ(destroyed(fake_event(0)), 1);
  EXPECT_EQ(g_errors_destroyed, 1);
}

TEST_F(HandleTest, APluginWithoutTheDestroyFunctionIsNotCalledThrough) {
  table_.struct_size = offsetof(PJRT_Api, PJRT_Event_Destroy);  // an older, shorter table
  { EventHandle handle(api(), fake_event(0)); }
  EXPECT_EQ(destroyed(fake_event(0)), 0);
}

TEST_F(HandleTest, EventsAndBuffersMoveTheirObjectAndDestroyItOnce) {
  {
    Event event(api(), fake_event(0));
    Event moved(std::move(event));
    EXPECT_FALSE(event.valid());
    EXPECT_TRUE(moved.valid());
    Buffer buffer(api(), fake_buffer(1));
    Buffer target;
    target = std::move(buffer);
    EXPECT_EQ(buffer.get(), nullptr);
    EXPECT_EQ(target.get(), fake_buffer(1));
  }
  EXPECT_EQ(destroyed(fake_event(0)), 1);
  EXPECT_EQ(destroyed(fake_buffer(1)), 1);
}

TEST_F(HandleTest, AnExecutableWhoseOutputsCannotBeReadIsDestroyedOnce) {
  auto* loaded = reinterpret_cast<PJRT_LoadedExecutable*>(&g_objects[2]);
  try {
    Executable executable(api(), loaded);
    FAIL() << "expected a PjrtError";
  } catch (const PjrtError& error) {
    EXPECT_EQ(error.function(), "PJRT_LoadedExecutable_GetExecutable");
  }
  EXPECT_EQ(destroyed(loaded), 1);
}

}  // namespace
}  // namespace jaxbench::runtime
