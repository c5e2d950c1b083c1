// Our own declarations of the part of the PJRT C API that jaxbench calls.
//
// The PJRT C API is a stable, versioned ABI: a plugin exports
// `GetPjrtApi()`, which returns a table of function pointers. Every argument
// struct begins with its own size, so a caller built against an older layout
// keeps working with a newer plugin. We declare the layouts of API version
// 0.81 (the oldest plugin we accept; newer XLA plugins accept the smaller
// struct sizes of older callers) and only the members we touch. Table slots
// we never call are declared as opaque pointers so that the offsets of the
// slots we do call are right. Nothing here is copied from upstream: names
// follow the ABI so that a reader can match them with the public docs.
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

struct PJRT_Executable_Destroy_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Executable* executable;
};
struct PJRT_Executable_NumOutputs_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Executable* executable;
  size_t num_outputs;
};
struct PJRT_Executable_GetCostAnalysis_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Executable* executable;
  size_t num_properties;              // out
  const PJRT_NamedValue* properties;  // out, owned by the executable
};
struct PJRT_Executable_OutputElementTypes_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Executable* executable;
  PJRT_Buffer_Type* output_types;  // out
  size_t num_output_types;
};
struct PJRT_Executable_OutputDimensions_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Executable* executable;
  size_t num_outputs;
  const int64_t* dims;      // out: all outputs' dims, concatenated
  const size_t* dim_sizes;  // out: rank of each output
};
struct PJRT_Executable_GetCompiledMemoryStats_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Executable* executable;
  int64_t generated_code_size_in_bytes;
  int64_t argument_size_in_bytes;
  int64_t output_size_in_bytes;
  int64_t alias_size_in_bytes;
  int64_t temp_size_in_bytes;
  int64_t host_generated_code_size_in_bytes;
  int64_t host_argument_size_in_bytes;
  int64_t host_output_size_in_bytes;
  int64_t host_alias_size_in_bytes;
  int64_t host_temp_size_in_bytes;
  int64_t peak_memory_in_bytes;
};

struct PJRT_LoadedExecutable_Destroy_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_LoadedExecutable* executable;
};
struct PJRT_LoadedExecutable_GetExecutable_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_LoadedExecutable* loaded_executable;
  PJRT_Executable* executable;  // out, caller destroys
};
struct PJRT_ExecuteOptions {
  JAXBENCH_PJRT_ARGS_HEADER;
  void** send_callbacks;
  void** recv_callbacks;
  size_t num_send_ops;
  size_t num_recv_ops;
  int launch_id;
  const int64_t* non_donatable_input_indices;
  size_t num_non_donatable_input_indices;
  void* context;
  const char* call_location;
  size_t num_tasks;
  int* task_ids;
  int64_t* incarnation_ids;
};
struct PJRT_LoadedExecutable_Execute_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_LoadedExecutable* executable;
  PJRT_ExecuteOptions* options;
  PJRT_Buffer* const* const* argument_lists;  // [num_devices][num_args]
  size_t num_devices;
  size_t num_args;
  PJRT_Buffer** const* output_lists;    // [num_devices][num_outputs], filled
  PJRT_Event** device_complete_events;  // [num_devices], optional
  PJRT_Device* execute_device;
};

struct PJRT_Buffer_Destroy_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Buffer* buffer;
};
struct PJRT_Buffer_ElementType_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Buffer* buffer;
  PJRT_Buffer_Type type;  // out
};
struct PJRT_Buffer_Dimensions_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Buffer* buffer;
  const int64_t* dims;  // out
  size_t num_dims;
};
struct PJRT_Buffer_ToHostBuffer_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Buffer* src;
  void* host_layout;  // null: dense row-major
  void* dst;          // null: only report dst_size
  size_t dst_size;
  PJRT_Event* event;  // out
};
struct PJRT_Buffer_ReadyEvent_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Buffer* buffer;
  PJRT_Event* event;  // out
};

struct PJRT_TopologyDescription_Create_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const char* topology_name;
  size_t topology_name_size;
  const PJRT_NamedValue* create_options;
  size_t num_options;
  PJRT_TopologyDescription* topology;  // out
};
struct PJRT_TopologyDescription_Destroy_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_TopologyDescription* topology;
};
struct PJRT_TopologyDescription_PlatformName_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const PJRT_TopologyDescription* topology;
  const char* platform_name;  // out
  size_t platform_name_size;
};
// Shares its layout with PJRT_TopologyDescription_PlatformName_Args.
using PJRT_TopologyDescription_PlatformVersion_Args = PJRT_TopologyDescription_PlatformName_Args;
struct PJRT_TopologyDescription_GetDeviceDescriptions_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const PJRT_TopologyDescription* topology;
  PJRT_DeviceDescription* const* descriptions;  // out
  size_t num_descriptions;
};
struct PJRT_TopologyDescription_Attributes_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_TopologyDescription* topology;
  const PJRT_NamedValue* attributes;  // out (array before count here), lives as long as the topology
  size_t num_attributes;
};
struct PJRT_Compile_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const PJRT_TopologyDescription* topology;
  const PJRT_Program* program;
  const char* compile_options;
  size_t compile_options_size;
  PJRT_Client* client;          // may be null: compile without a device
  PJRT_Executable* executable;  // out
};

using PJRT_Slot = void*;  // a table entry jaxbench never calls

#define JAXBENCH_PJRT_FN(name, args) PJRT_Error* (*name)(args*)

// The function table, in ABI order. The plugin reports how many bytes of it
// exist (`struct_size`); every call first checks that its slot lies inside.
struct PJRT_Api {
  size_t struct_size;
  PJRT_Extension_Base* extension_start;
  PJRT_Api_Version pjrt_api_version;

  void (*PJRT_Error_Destroy)(PJRT_Error_Destroy_Args*);
  void (*PJRT_Error_Message)(PJRT_Error_Message_Args*);
  JAXBENCH_PJRT_FN(PJRT_Error_GetCode, PJRT_Error_GetCode_Args);

  JAXBENCH_PJRT_FN(PJRT_Plugin_Initialize, PJRT_Plugin_Initialize_Args);
  JAXBENCH_PJRT_FN(PJRT_Plugin_Attributes, PJRT_Plugin_Attributes_Args);

  JAXBENCH_PJRT_FN(PJRT_Event_Destroy, PJRT_Event_Destroy_Args);
  JAXBENCH_PJRT_FN(PJRT_Event_IsReady, PJRT_Event_IsReady_Args);
  PJRT_Slot PJRT_Event_Error;
  JAXBENCH_PJRT_FN(PJRT_Event_Await, PJRT_Event_Await_Args);
  PJRT_Slot PJRT_Event_OnReady;

  JAXBENCH_PJRT_FN(PJRT_Client_Create, PJRT_Client_Create_Args);
  JAXBENCH_PJRT_FN(PJRT_Client_Destroy, PJRT_Client_Destroy_Args);
  JAXBENCH_PJRT_FN(PJRT_Client_PlatformName, PJRT_Client_String_Args);
  PJRT_Slot PJRT_Client_ProcessIndex;
  JAXBENCH_PJRT_FN(PJRT_Client_PlatformVersion, PJRT_Client_String_Args);
  PJRT_Slot PJRT_Client_Devices;
  JAXBENCH_PJRT_FN(PJRT_Client_AddressableDevices, PJRT_Client_AddressableDevices_Args);
  PJRT_Slot PJRT_Client_LookupDevice;
  PJRT_Slot PJRT_Client_LookupAddressableDevice;
  PJRT_Slot PJRT_Client_AddressableMemories;
  JAXBENCH_PJRT_FN(PJRT_Client_Compile, PJRT_Client_Compile_Args);
  PJRT_Slot PJRT_Client_DefaultDeviceAssignment;
  JAXBENCH_PJRT_FN(PJRT_Client_BufferFromHostBuffer, PJRT_Client_BufferFromHostBuffer_Args);

  JAXBENCH_PJRT_FN(PJRT_DeviceDescription_Id, PJRT_DeviceDescription_Id_Args);
  PJRT_Slot PJRT_DeviceDescription_ProcessIndex;
  JAXBENCH_PJRT_FN(PJRT_DeviceDescription_Attributes, PJRT_DeviceDescription_Attributes_Args);
  JAXBENCH_PJRT_FN(PJRT_DeviceDescription_Kind, PJRT_DeviceDescription_String_Args);
  JAXBENCH_PJRT_FN(PJRT_DeviceDescription_DebugString, PJRT_DeviceDescription_String_Args);
  PJRT_Slot PJRT_DeviceDescription_ToString;

  JAXBENCH_PJRT_FN(PJRT_Device_GetDescription, PJRT_Device_GetDescription_Args);
  PJRT_Slot PJRT_Device_IsAddressable;
  PJRT_Slot PJRT_Device_LocalHardwareId;
  PJRT_Slot PJRT_Device_AddressableMemories;
  PJRT_Slot PJRT_Device_DefaultMemory;
  PJRT_Slot PJRT_Device_MemoryStats;

  PJRT_Slot PJRT_Memory_Id;
  PJRT_Slot PJRT_Memory_Kind;
  PJRT_Slot PJRT_Memory_DebugString;
  PJRT_Slot PJRT_Memory_ToString;
  PJRT_Slot PJRT_Memory_AddressableByDevices;

  JAXBENCH_PJRT_FN(PJRT_Executable_Destroy, PJRT_Executable_Destroy_Args);
  PJRT_Slot PJRT_Executable_Name;
  PJRT_Slot PJRT_Executable_NumReplicas;
  PJRT_Slot PJRT_Executable_NumPartitions;
  JAXBENCH_PJRT_FN(PJRT_Executable_NumOutputs, PJRT_Executable_NumOutputs_Args);
  PJRT_Slot PJRT_Executable_SizeOfGeneratedCodeInBytes;
  JAXBENCH_PJRT_FN(PJRT_Executable_GetCostAnalysis, PJRT_Executable_GetCostAnalysis_Args);
  PJRT_Slot PJRT_Executable_OutputMemoryKinds;
  PJRT_Slot PJRT_Executable_OptimizedProgram;
  PJRT_Slot PJRT_Executable_Serialize;

  JAXBENCH_PJRT_FN(PJRT_LoadedExecutable_Destroy, PJRT_LoadedExecutable_Destroy_Args);
  JAXBENCH_PJRT_FN(PJRT_LoadedExecutable_GetExecutable, PJRT_LoadedExecutable_GetExecutable_Args);
  PJRT_Slot PJRT_LoadedExecutable_AddressableDevices;
  PJRT_Slot PJRT_LoadedExecutable_Delete;
  PJRT_Slot PJRT_LoadedExecutable_IsDeleted;
  JAXBENCH_PJRT_FN(PJRT_LoadedExecutable_Execute, PJRT_LoadedExecutable_Execute_Args);
  PJRT_Slot PJRT_Executable_DeserializeAndLoad;
  PJRT_Slot PJRT_LoadedExecutable_Fingerprint;

  JAXBENCH_PJRT_FN(PJRT_Buffer_Destroy, PJRT_Buffer_Destroy_Args);
  JAXBENCH_PJRT_FN(PJRT_Buffer_ElementType, PJRT_Buffer_ElementType_Args);
  JAXBENCH_PJRT_FN(PJRT_Buffer_Dimensions, PJRT_Buffer_Dimensions_Args);
  PJRT_Slot PJRT_Buffer_UnpaddedDimensions;
  PJRT_Slot PJRT_Buffer_DynamicDimensionIndices;
  PJRT_Slot PJRT_Buffer_GetMemoryLayout;
  PJRT_Slot PJRT_Buffer_OnDeviceSizeInBytes;
  PJRT_Slot PJRT_Buffer_Device;
  PJRT_Slot PJRT_Buffer_Memory;
  PJRT_Slot PJRT_Buffer_Delete;
  PJRT_Slot PJRT_Buffer_IsDeleted;
  PJRT_Slot PJRT_Buffer_CopyToDevice;
  JAXBENCH_PJRT_FN(PJRT_Buffer_ToHostBuffer, PJRT_Buffer_ToHostBuffer_Args);
  PJRT_Slot PJRT_Buffer_IsOnCpu;
  JAXBENCH_PJRT_FN(PJRT_Buffer_ReadyEvent, PJRT_Buffer_ReadyEvent_Args);
  PJRT_Slot PJRT_Buffer_UnsafePointer;
  PJRT_Slot PJRT_Buffer_IncreaseExternalReferenceCount;
  PJRT_Slot PJRT_Buffer_DecreaseExternalReferenceCount;
  PJRT_Slot PJRT_Buffer_OpaqueDeviceMemoryDataPointer;

  PJRT_Slot PJRT_CopyToDeviceStream_Destroy;
  PJRT_Slot PJRT_CopyToDeviceStream_AddChunk;
  PJRT_Slot PJRT_CopyToDeviceStream_TotalBytes;
  PJRT_Slot PJRT_CopyToDeviceStream_GranuleSize;
  PJRT_Slot PJRT_CopyToDeviceStream_CurrentBytes;

  JAXBENCH_PJRT_FN(PJRT_TopologyDescription_Create, PJRT_TopologyDescription_Create_Args);
  JAXBENCH_PJRT_FN(PJRT_TopologyDescription_Destroy, PJRT_TopologyDescription_Destroy_Args);
  JAXBENCH_PJRT_FN(PJRT_TopologyDescription_PlatformName, PJRT_TopologyDescription_PlatformName_Args);
  JAXBENCH_PJRT_FN(PJRT_TopologyDescription_PlatformVersion, PJRT_TopologyDescription_PlatformVersion_Args);
  JAXBENCH_PJRT_FN(PJRT_TopologyDescription_GetDeviceDescriptions, PJRT_TopologyDescription_GetDeviceDescriptions_Args);
  PJRT_Slot PJRT_TopologyDescription_Serialize;
  JAXBENCH_PJRT_FN(PJRT_TopologyDescription_Attributes, PJRT_TopologyDescription_Attributes_Args);

  JAXBENCH_PJRT_FN(PJRT_Compile, PJRT_Compile_Args);

  JAXBENCH_PJRT_FN(PJRT_Executable_OutputElementTypes, PJRT_Executable_OutputElementTypes_Args);
  JAXBENCH_PJRT_FN(PJRT_Executable_OutputDimensions, PJRT_Executable_OutputDimensions_Args);
  PJRT_Slot PJRT_Buffer_CopyToMemory;
  PJRT_Slot PJRT_Client_CreateViewOfDeviceBuffer;
  PJRT_Slot PJRT_Executable_Fingerprint;
  PJRT_Slot PJRT_Client_TopologyDescription;
  JAXBENCH_PJRT_FN(PJRT_Executable_GetCompiledMemoryStats, PJRT_Executable_GetCompiledMemoryStats_Args);
};

#undef JAXBENCH_PJRT_FN

using PJRT_GetApi_Fn = const PJRT_Api* (*)();

}  // extern "C"

// The major version we speak; minor versions only add to the table.
inline constexpr int kPjrtApiMajorVersion = 0;
// The oldest minor version whose layouts match ours.
inline constexpr int kPjrtApiMinimumMinor = 81;
