// The basic types of our PJRT C API declarations (see runtime/pjrt_abi.h):
// the opaque handles, the argument header, error codes, element types,
// named values, and the arguments of the error, plugin, event, client and
// device functions. Only runtime/ includes it, through pjrt_abi.h.
#pragma once

#include <cstddef>
#include <cstdint>

extern "C" {

struct PJRT_Error;
struct PJRT_Client;
struct PJRT_Device;
struct PJRT_DeviceDescription;
struct PJRT_Memory;
struct PJRT_Executable;
struct PJRT_LoadedExecutable;
struct PJRT_Buffer;
struct PJRT_Event;
struct PJRT_TopologyDescription;

struct PJRT_Extension_Base {
  size_t struct_size;
  int type;
  PJRT_Extension_Base* next;
};

// Every argument struct starts with these two members.
#define JAXBENCH_PJRT_ARGS_HEADER \
  size_t struct_size;             \
  PJRT_Extension_Base* extension_start

struct PJRT_Api_Version {
  JAXBENCH_PJRT_ARGS_HEADER;
  int major_version;
  int minor_version;
};

enum PJRT_Error_Code : int {
  PJRT_Error_Code_OK = 0,
  PJRT_Error_Code_CANCELLED = 1,
  PJRT_Error_Code_UNKNOWN = 2,
  PJRT_Error_Code_INVALID_ARGUMENT = 3,
  PJRT_Error_Code_DEADLINE_EXCEEDED = 4,
  PJRT_Error_Code_NOT_FOUND = 5,
  PJRT_Error_Code_ALREADY_EXISTS = 6,
  PJRT_Error_Code_PERMISSION_DENIED = 7,
  PJRT_Error_Code_RESOURCE_EXHAUSTED = 8,
  PJRT_Error_Code_FAILED_PRECONDITION = 9,
  PJRT_Error_Code_ABORTED = 10,
  PJRT_Error_Code_OUT_OF_RANGE = 11,
  PJRT_Error_Code_UNIMPLEMENTED = 12,
  PJRT_Error_Code_INTERNAL = 13,
  PJRT_Error_Code_UNAVAILABLE = 14,
  PJRT_Error_Code_DATA_LOSS = 15,
  PJRT_Error_Code_UNAUTHENTICATED = 16,
};

// Element types, in the ABI's numbering.
enum PJRT_Buffer_Type : int {
  PJRT_Buffer_Type_INVALID = 0,
  PJRT_Buffer_Type_PRED = 1,
  PJRT_Buffer_Type_S8 = 2,
  PJRT_Buffer_Type_S16 = 3,
  PJRT_Buffer_Type_S32 = 4,
  PJRT_Buffer_Type_S64 = 5,
  PJRT_Buffer_Type_U8 = 6,
  PJRT_Buffer_Type_U16 = 7,
  PJRT_Buffer_Type_U32 = 8,
  PJRT_Buffer_Type_U64 = 9,
  PJRT_Buffer_Type_F16 = 10,
  PJRT_Buffer_Type_F32 = 11,
  PJRT_Buffer_Type_F64 = 12,
  PJRT_Buffer_Type_BF16 = 13,
  // 14 and 15 are the complex types, which jaxbench does not move.
  PJRT_Buffer_Type_F8E5M2 = 16,
  PJRT_Buffer_Type_F8E4M3FN = 17,
  // 18-28: the other 8-bit floats, the 2- and 4-bit integers and the token.
  PJRT_Buffer_Type_F4E2M1FN = 29,
};

enum PJRT_NamedValue_Type : int {
  PJRT_NamedValue_kString = 0,
  PJRT_NamedValue_kInt64 = 1,
  PJRT_NamedValue_kInt64List = 2,
  PJRT_NamedValue_kFloat = 3,
  PJRT_NamedValue_kBool = 4,
};

struct PJRT_NamedValue {
  JAXBENCH_PJRT_ARGS_HEADER;
  const char* name;
  size_t name_size;
  PJRT_NamedValue_Type type;
  union {
    const char* string_value;
    int64_t int64_value;
    const int64_t* int64_array_value;
    float float_value;
    bool bool_value;
  };
  size_t value_size;
};

enum PJRT_HostBufferSemantics : int {
  PJRT_HostBufferSemantics_kImmutableOnlyDuringCall = 0,
  PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes = 1,
};

struct PJRT_Error_Destroy_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Error* error;
};
struct PJRT_Error_Message_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const PJRT_Error* error;
  const char* message;
  size_t message_size;
};
struct PJRT_Error_GetCode_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const PJRT_Error* error;
  PJRT_Error_Code code;
};

struct PJRT_Plugin_Initialize_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
};
struct PJRT_Plugin_Attributes_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const PJRT_NamedValue* attributes;
  size_t num_attributes;
};

struct PJRT_Event_Destroy_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Event* event;
};
struct PJRT_Event_IsReady_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Event* event;
  bool is_ready;
};
struct PJRT_Event_Await_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Event* event;
};

struct PJRT_Client_Create_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const PJRT_NamedValue* create_options;
  size_t num_options;
  void* kv_get_callback;
  void* kv_get_user_arg;
  void* kv_put_callback;
  void* kv_put_user_arg;
  PJRT_Client* client;  // out
  void* kv_try_get_callback;
  void* kv_try_get_user_arg;
};
struct PJRT_Client_Destroy_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Client* client;
};
// PlatformName and PlatformVersion share this layout.
struct PJRT_Client_String_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Client* client;
  const char* value;  // out, owned by the client
  size_t value_size;
};
struct PJRT_Client_AddressableDevices_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Client* client;
  PJRT_Device* const* addressable_devices;  // out
  size_t num_addressable_devices;
};

struct PJRT_Program {
  JAXBENCH_PJRT_ARGS_HEADER;
  char* code;  // not written by the plugin
  size_t code_size;
  const char* format;
  size_t format_size;
};
struct PJRT_Client_Compile_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Client* client;
  const PJRT_Program* program;
  const char* compile_options;  // serialized xla.CompileOptionsProto
  size_t compile_options_size;
  PJRT_LoadedExecutable* executable;  // out
};

struct PJRT_Client_BufferFromHostBuffer_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Client* client;
  const void* data;
  PJRT_Buffer_Type type;
  const int64_t* dims;
  size_t num_dims;
  const int64_t* byte_strides;
  size_t num_byte_strides;
  PJRT_HostBufferSemantics host_buffer_semantics;
  PJRT_Device* device;
  PJRT_Memory* memory;
  void* device_layout;
  PJRT_Event* done_with_host_buffer;  // out
  PJRT_Buffer* buffer;                // out
};

struct PJRT_DeviceDescription_Id_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_DeviceDescription* device_description;
  int id;
};
// Kind and DebugString share this layout.
struct PJRT_DeviceDescription_String_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_DeviceDescription* device_description;
  const char* value;  // out
  size_t value_size;
};
struct PJRT_DeviceDescription_Attributes_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_DeviceDescription* device_description;
  size_t num_attributes;              // out (note: count before array here)
  const PJRT_NamedValue* attributes;  // out, lives as long as the description
};
struct PJRT_Device_GetDescription_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Device* device;
  PJRT_DeviceDescription* device_description;  // out
};

}  // extern "C"
