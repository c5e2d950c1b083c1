// Built only with -DJAXBENCH_SANITIZE=ON, into every executable.
//
// LeakSanitizer sees every allocation in the process, including those made
// inside the PJRT plugins we dlopen: XLA's compilers keep a few small objects
// alive for the life of the process (e.g. 36 bytes per compiled while loop
// in the CPU plugin). Those are third-party code we cannot change; leaks in
// jaxbench's own code are still reported.
extern "C" const char* __lsan_default_suppressions() {
  return "leak:pjrt_c_api_cpu_plugin.so\n"
         "leak:xla_cpu_pjrt.so\n"
         "leak:xla_cuda_plugin.so\n"
         "leak:libtpu.so\n";
}
