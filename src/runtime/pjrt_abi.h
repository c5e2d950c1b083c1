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

#include "runtime/pjrt_abi_executable.h"
#include "runtime/pjrt_abi_types.h"

extern "C" {

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
  JAXBENCH_PJRT_FN(PJRT_Executable_Serialize, PJRT_Executable_Serialize_Args);

  JAXBENCH_PJRT_FN(PJRT_LoadedExecutable_Destroy, PJRT_LoadedExecutable_Destroy_Args);
  JAXBENCH_PJRT_FN(PJRT_LoadedExecutable_GetExecutable, PJRT_LoadedExecutable_GetExecutable_Args);
  PJRT_Slot PJRT_LoadedExecutable_AddressableDevices;
  PJRT_Slot PJRT_LoadedExecutable_Delete;
  PJRT_Slot PJRT_LoadedExecutable_IsDeleted;
  JAXBENCH_PJRT_FN(PJRT_LoadedExecutable_Execute, PJRT_LoadedExecutable_Execute_Args);
  JAXBENCH_PJRT_FN(PJRT_Executable_DeserializeAndLoad, PJRT_Executable_DeserializeAndLoad_Args);
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
