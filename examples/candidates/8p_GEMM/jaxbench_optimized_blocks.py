"""JAXBench's own 8p kernel (Google's JAXBench optimized.py): Pallas' TPU matmul with
the blocks tuned for the full size, block_shape (1024, 2048) and block_k 1024. At the
small size (M = 256, K = 512, N = 1024) its grid (M // 1024, N // 2048, K // 1024) has
0 steps: the kernel never runs and its output is never written. The verdict names the
pallas_call, its grid, the blocks and the shapes."""
from jax.experimental.pallas.ops.tpu.matmul import matmul


def workload(a, b):
    return matmul(a, b, block_shape=(1024, 2048), block_k=1024, out_dtype=a.dtype)
