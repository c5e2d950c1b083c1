"""Quantized matmul (tpu-inference 0.32.0) for bench/tpu_tuned_tables.py (its adapter, kernels.load).

Key [n_batch, n_out, n_in]: a TPU version 6 entry of quantized_matmul/
tuned_block_sizes.py (all are int8 activations x int8 weights): x bf16
[n_batch, n_in] quantized to int8 in the kernel, w int8 [n_out, n_in], a
float32 scale per output. Variant [batch_block, out_block, in_block]: the
tuned entry x {1/2, 1, 2} per axis where the kernel's blocks stay legal
(a lane dimension a multiple of 128 or the whole padded axis) and its own
VMEM sum fits v6's 96 MiB. The kernel has no integer operand and no
data-dependent loop: it is pre-flighted without --input.
"""
import itertools

from bench.lib.registry import v6e_peaks
from bench.lib.template_sweeps import STEP_SECONDS
from bench.lib.tuned_tables import kernels as tk

VMEM_LIMIT = 96 * tk.MIB  # DEVICE_VMEM_LIMIT[6] in the table's module
INT8_PER_BF16 = 2  # v6e: 1836 int8 TOPS against 918 bf16 TFLOPS


class Qmm:
    def __init__(self):
        from tpu_inference.kernels.quantized_matmul import kernel, tuned_block_sizes, util
        self.kernel, self.tables, self.util = kernel, tuned_block_sizes, util

    def table_keys(self):
        return [[k.n_batch, k.n_out, k.n_in] for k in self.tables.TUNED_BLOCK_SIZES
                if k.tpu_version == 6 and (k.x_q_dtype, k.w_q_dtype) == ("int8", "int8")]

    def tuned(self, key):
        value = self.tables.TUNED_BLOCK_SIZES[self.tables.TunedKey(6, *key, "int8", "int8")]
        return [value.batch_block_size, value.out_block_size, value.in_block_size]

    def grid(self, key, variant):
        return [-(-n // b) for n, b in zip(key, variant)]

    def legal(self, key, variant):
        padded = [g * b for g, b in zip(self.grid(key, variant), variant)]
        lanes = all(b % 128 == 0 or b == p for b, p in zip(variant, padded))
        return lanes and (variant[0] % 16 == 0 or variant[0] == padded[0])

    def vmem(self, key, variant):
        import jax.numpy as jnp
        nb, no, ni = self.grid(key, variant)
        return self.util.get_vmem_limit(
            n_batch=nb, n_out=no, n_in=ni, batch_block_size=variant[0], out_block_size=variant[1],
            in_block_size=variant[2], x_dtype=jnp.bfloat16, x_q_dtype=jnp.int8, w_q_dtype=jnp.int8,
            scale_dtype=jnp.float32, out_dtype=jnp.bfloat16, acc_dtype=jnp.int32, save_acc=ni > 1,
            save_x_q=ni == 1 and no > 1, upper_limit_bytes=1 << 40)

    def variants(self, key):
        tuned = self.tuned(key)
        found = []
        for steps in itertools.product((-1, 0, 1), repeat=3):
            variant = [b * 2.0 ** s for b, s in zip(tuned, steps)]
            if any(v != int(v) for v in variant):
                continue
            variant = [int(v) for v in variant]
            if steps == (0, 0, 0) or (self.legal(key, variant) and self.vmem(key, variant) <= VMEM_LIMIT):
                found.append((steps, variant))
        return tk.nearest(found, tk.MAX_VARIANTS["qmm"])

    def export(self, key, variant, located=False):
        import jax
        import jax.numpy as jnp
        value = self.tables.TunedValue(*variant)
        n_batch, n_out, n_in = key

        def matmul(x, w_q, w_scale):
            return self.kernel.quantized_matmul_kernel(x, w_q, w_scale, x_q_dtype=jnp.int8, tuned_value=value)
        specs = [jax.ShapeDtypeStruct((n_batch, n_in), jnp.bfloat16), jax.ShapeDtypeStruct((n_out, n_in), jnp.int8),
                 jax.ShapeDtypeStruct((n_out,), jnp.float32)]
        return tk.export_text(matmul, specs, donate=(), located=located)

    def inputs(self, key, folder):
        return []

    def drop_large_inputs(self, folder):
        pass

    def block_volume(self, key, variant):
        return variant[0] * variant[1] * variant[2]

    def roofline(self, key, variant):
        """max(int8 ops / peak, HBM bytes / bandwidth) + per grid step overhead, from the declared blocks:
        x is read again for every out block unless one in block covers n_in, w again for every batch block."""
        peak, hbm = v6e_peaks()
        nb, no, ni = self.grid(key, variant)
        m, n, k = (g * b for g, b in zip((nb, no, ni), variant))
        x_bytes = m * k * 2 * (no if ni > 1 else 1)
        w_bytes = n * k * (nb if no * ni > 1 else 1)
        nbytes = x_bytes + w_bytes + m * n * 2
        return max(2 * m * n * k / (peak * INT8_PER_BF16), nbytes / hbm) + nb * no * ni * STEP_SECONDS
