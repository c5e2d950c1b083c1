#include "runtime/executable.h"

#include <cstdio>
#include <cstdlib>

#include "runtime/pjrt_dtype.h"

namespace jaxbench::runtime {

std::string TensorSpec::describe() const {
  return std::string(name(dtype)) + "[" + (shape.empty() ? "" : shape_string(shape)) + "]";
}

std::optional<double> CostAnalysis::get(const std::string& key) const {
  auto it = values.find(key);
  if (it == values.end()) return std::nullopt;
  return it->second;
}

std::vector<TensorSpec> CompiledProgram::outputs() const {
  auto types = JAXBENCH_ARGS(PJRT_Executable_OutputElementTypes_Args, num_output_types);
  types.executable = executable_.get();
  api().call(&PJRT_Api::PJRT_Executable_OutputElementTypes, "PJRT_Executable_OutputElementTypes", &types);
  auto dims = JAXBENCH_ARGS(PJRT_Executable_OutputDimensions_Args, dim_sizes);
  dims.executable = executable_.get();
  api().call(&PJRT_Api::PJRT_Executable_OutputDimensions, "PJRT_Executable_OutputDimensions", &dims);
  if (dims.num_outputs != types.num_output_types) {
    throw Error("plugin reports " + std::to_string(types.num_output_types) + " output types but " +
                std::to_string(dims.num_outputs) + " output shapes");
  }
  std::vector<TensorSpec> specs;
  const int64_t* cursor = dims.dims;
  for (size_t i = 0; i < dims.num_outputs; ++i) {
    auto dtype = dtype_from_pjrt(types.output_types[i]);
    if (!dtype) throw Error("program output " + std::to_string(i) + " has an element type jaxbench does not support");
    specs.push_back({*dtype, Shape(cursor, cursor + dims.dim_sizes[i])});
    cursor += dims.dim_sizes[i];
  }
  return specs;
}

CostAnalysis CompiledProgram::cost_analysis() const {
  CostAnalysis cost;
  if (!api().has(&PJRT_Api::PJRT_Executable_GetCostAnalysis)) return cost;
  auto args = JAXBENCH_ARGS(PJRT_Executable_GetCostAnalysis_Args, properties);
  args.executable = executable_.get();
  try {
    api().call(&PJRT_Api::PJRT_Executable_GetCostAnalysis, "PJRT_Executable_GetCostAnalysis", &args);
  } catch (const PjrtError& e) {
    if (std::getenv("JAXBENCH_DEBUG")) fprintf(stderr, "cost analysis: %s\n", e.what());
    return cost;  // some plugins do not implement it: report nothing, not a failure
  }
  for (size_t i = 0; i < args.num_properties; ++i) {
    const PJRT_NamedValue& value = args.properties[i];
    std::string key(value.name, value.name_size);
    if (value.type == PJRT_NamedValue_kFloat) cost.values[key] = value.float_value;
    if (value.type == PJRT_NamedValue_kInt64) cost.values[key] = static_cast<double>(value.int64_value);
  }
  return cost;
}

std::optional<MemoryStats> CompiledProgram::memory_stats() const {
  if (!api().has(&PJRT_Api::PJRT_Executable_GetCompiledMemoryStats)) return std::nullopt;
  auto args = JAXBENCH_ARGS(PJRT_Executable_GetCompiledMemoryStats_Args, peak_memory_in_bytes);
  args.executable = executable_.get();
  try {
    api().call(&PJRT_Api::PJRT_Executable_GetCompiledMemoryStats, "PJRT_Executable_GetCompiledMemoryStats", &args);
  } catch (const PjrtError&) {
    return std::nullopt;
  }
  MemoryStats stats;
  stats.generated_code_bytes = args.generated_code_size_in_bytes;
  stats.argument_bytes = args.argument_size_in_bytes;
  stats.output_bytes = args.output_size_in_bytes;
  stats.alias_bytes = args.alias_size_in_bytes;
  stats.temp_bytes = args.temp_size_in_bytes;
  stats.peak_bytes = args.peak_memory_in_bytes;
  stats.host_temp_bytes = args.host_temp_size_in_bytes;
  return stats;
}

std::string CompiledProgram::serialize() const {
  auto args = JAXBENCH_ARGS(PJRT_Executable_Serialize_Args, serialized_executable_deleter);
  args.executable = executable_.get();
  api().call(&PJRT_Api::PJRT_Executable_Serialize, "PJRT_Executable_Serialize", &args);
  std::string bytes(args.serialized_bytes, args.serialized_bytes_size);
  if (args.serialized_executable_deleter) args.serialized_executable_deleter(args.serialized_executable);
  return bytes;
}

void Execution::await() const {
  if (done.valid()) {
    done.await("PJRT_LoadedExecutable_Execute (awaiting completion)");
    return;
  }
  for (const auto& output : outputs) output.await_ready();
}

// If reading the outputs throws, the constructed handle destroys the executable.
Executable::Executable(Api api, PJRT_LoadedExecutable* executable)
    : executable_(api, executable), outputs_(program().outputs()) {}

CompiledProgram Executable::program() const {
  auto args = JAXBENCH_ARGS(PJRT_LoadedExecutable_GetExecutable_Args, executable);
  args.loaded_executable = executable_.get();
  api().call(&PJRT_Api::PJRT_LoadedExecutable_GetExecutable, "PJRT_LoadedExecutable_GetExecutable", &args);
  return CompiledProgram(api(), args.executable);
}

Execution Executable::execute_async(const std::vector<const Buffer*>& arguments, const Device& device) const {
  std::vector<PJRT_Buffer*> argument_list;
  for (const Buffer* argument : arguments) argument_list.push_back(argument->get());
  PJRT_Buffer* const* argument_lists[1] = {argument_list.data()};

  std::vector<PJRT_Buffer*> output_list(outputs_.size(), nullptr);
  PJRT_Buffer** output_lists[1] = {output_list.data()};
  PJRT_Event* complete[1] = {nullptr};

  auto options = JAXBENCH_ARGS(PJRT_ExecuteOptions, incarnation_ids);
  // Every input belongs to the caller (the judge reuses them for the
  // reference and the truth): a program that donates one gets a copy.
  std::vector<int64_t> non_donatable(argument_list.size());
  for (size_t i = 0; i < non_donatable.size(); ++i) non_donatable[i] = static_cast<int64_t>(i);
  options.non_donatable_input_indices = non_donatable.data();
  options.num_non_donatable_input_indices = non_donatable.size();
  auto args = JAXBENCH_ARGS(PJRT_LoadedExecutable_Execute_Args, execute_device);
  args.executable = executable_.get();
  args.options = &options;
  args.argument_lists = argument_lists;
  args.num_devices = 1;
  args.num_args = argument_list.size();
  args.output_lists = output_lists;
  args.device_complete_events = complete;
  args.execute_device = device.get();
  api().call(&PJRT_Api::PJRT_LoadedExecutable_Execute, "PJRT_LoadedExecutable_Execute", &args);

  Execution execution;
  for (PJRT_Buffer* output : output_list) execution.outputs.emplace_back(api(), output);
  execution.done = Event(api(), complete[0]);
  return execution;
}

std::vector<Buffer> Executable::execute(const std::vector<const Buffer*>& arguments, const Device& device) const {
  Execution execution = execute_async(arguments, device);
  execution.await();
  return std::move(execution.outputs);
}

}  // namespace jaxbench::runtime
