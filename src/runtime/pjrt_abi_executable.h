// The arguments of the executable, buffer, topology and compile-only
// functions of our PJRT C API declarations (see runtime/pjrt_abi.h).
#pragma once

#include "runtime/pjrt_abi_types.h"

extern "C" {

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

// The serialized form lives in `serialized_executable` until the caller
// passes it to `serialized_executable_deleter`.
struct PJRT_SerializedExecutable;
struct PJRT_Executable_Serialize_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  const PJRT_Executable* executable;
  const char* serialized_bytes;                                                  // out, backed by serialized_executable
  size_t serialized_bytes_size;                                                  // out
  PJRT_SerializedExecutable* serialized_executable;                              // out
  void (*serialized_executable_deleter)(PJRT_SerializedExecutable* serialized);  // out
};
// The members up to loaded_executable; client.cpp appends the
// compile-option override that the XLA plugins insist on.
struct PJRT_Executable_DeserializeAndLoad_Args {
  JAXBENCH_PJRT_ARGS_HEADER;
  PJRT_Client* client;
  const char* serialized_executable;
  size_t serialized_executable_size;
  PJRT_LoadedExecutable* loaded_executable;  // out
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

}  // extern "C"
