#include "runtime/buffer.h"

#include "runtime/pjrt_dtype.h"

namespace jaxbench::runtime {

DType Buffer::dtype() const {
  auto args = JAXBENCH_ARGS(PJRT_Buffer_ElementType_Args, type);
  args.buffer = buffer_.get();
  api().call(&PJRT_Api::PJRT_Buffer_ElementType, "PJRT_Buffer_ElementType", &args);
  auto dtype = dtype_from_pjrt(args.type);
  if (!dtype)
    throw Error("device buffer has element type " + std::to_string(args.type) + ", which jaxbench does not support");
  return *dtype;
}

Shape Buffer::shape() const {
  auto args = JAXBENCH_ARGS(PJRT_Buffer_Dimensions_Args, num_dims);
  args.buffer = buffer_.get();
  api().call(&PJRT_Api::PJRT_Buffer_Dimensions, "PJRT_Buffer_Dimensions", &args);
  return Shape(args.dims, args.dims + args.num_dims);
}

void Buffer::await_ready() const {
  auto args = JAXBENCH_ARGS(PJRT_Buffer_ReadyEvent_Args, event);
  args.buffer = buffer_.get();
  api().call(&PJRT_Api::PJRT_Buffer_ReadyEvent, "PJRT_Buffer_ReadyEvent", &args);
  Event(api(), args.event).await("PJRT_Buffer_ReadyEvent (awaiting the computation)");
}

HostArray Buffer::to_host() const {
  HostArray host(dtype(), shape());
  auto args = JAXBENCH_ARGS(PJRT_Buffer_ToHostBuffer_Args, event);
  args.src = buffer_.get();
  // First call with no destination asks for the size the plugin will write.
  api().call(&PJRT_Api::PJRT_Buffer_ToHostBuffer, "PJRT_Buffer_ToHostBuffer", &args);
  if (args.dst_size != host.bytes.size()) {
    throw Error("device buffer " + host.describe() + " reports " + std::to_string(args.dst_size) +
                " host bytes, expected " + std::to_string(host.bytes.size()));
  }
  args.dst = host.bytes.data();
  args.event = nullptr;
  api().call(&PJRT_Api::PJRT_Buffer_ToHostBuffer, "PJRT_Buffer_ToHostBuffer", &args);
  Event(api(), args.event).await("PJRT_Buffer_ToHostBuffer (awaiting the copy)");
  return host;
}

}  // namespace jaxbench::runtime
