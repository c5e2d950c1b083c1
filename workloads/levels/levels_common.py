"""Helpers shared by the levels tier (workloads/levels/README.md): the KernelBench
level 1-3 ops that JAXBench timed on a TPU v6e before its 50 workloads.

Each workload.py imports this module (tools/export/loading.py puts
workloads/levels/ on sys.path, and workloads/ too for jaxbench_common). Every
operator here follows PyTorch's definition (KernelBench's Model.forward is
PyTorch code) and is dtype-generic: it computes in its inputs' dtype, so the
same code gives the bf16 reference and the f32 truth.
"""
import math

import jax
import jax.numpy as jnp

import jaxbench_common as jc

# An adversarial mode of this tier: every activation shifted below zero by
# 3 x its scale. A max-pool that pads with 0 instead of -inf, or a max
# reduction that starts from 0, then returns 0s where truth is negative.
NEGATIVE = "negative_shifted"


def config(wid, level, number, operator, semantics, v6e_ms, **hyper):
    """CONFIG of a levels-tier workload: `hyper` are its full-size hyper-parameters,
    `v6e_ms` the jax_ms JAXBench published for the op (benchmarks.json)."""
    return {"name": wid, "model": f"KernelBench level {level} #{number}", "operator": operator,
            "category": f"level{level}", "tier": "levels", "semantics": semantics, **hyper,
            "jaxbench": {"v6e_baseline_ms": v6e_ms, "v6e_optimized_ms": None, "xla_flops": None}}


# Inputs at full size reach 1.6e9 elements (l1_019: 4096 x 393216). Drawn in one piece, XLA
# keeps the random bits and f32 temporaries of the whole array live (its CPU compile of
# l1_021's inputs: 26 GB of temporaries, 90 GB for heavy_tailed), past a TPU v6e's 32 GB.
# Drawn one slice of the leading axis at a time (lax.map), only one slice's are.
CHUNK_ELEMENTS = 1 << 24


def chunked(draw, key, shape):
    """draw(key, shape), for a shape over CHUNK_ELEMENTS one leading slice at a time, each
    slice with its own split of key (a different stream than one piece: any draw is valid)."""
    shape = tuple(shape)
    if math.prod(shape) <= CHUNK_ELEMENTS or len(shape) < 2:
        return draw(key, shape)
    return jax.lax.map(lambda k: chunked(draw, k, shape[1:]), jax.random.split(key, shape[0]))


def activation(key, shape, mode, scale=1.0, base="normal", dtype=jc.SUITE_DTYPE):
    """jc.activation, plus this tier's NEGATIVE mode, drawn in chunks when big."""
    def draw(k, sub_shape):
        if mode == NEGATIVE:
            x = jc.activation(k, sub_shape, jc.NORMAL, scale, base, jnp.float32) - 3.0 * scale
            return x.astype(dtype)
        return jc.activation(k, sub_shape, mode, scale, base, dtype)
    return chunked(draw, key, shape)


def fan_in_weight(key, shape, fan_in, dtype=jc.SUITE_DTYPE):
    """jc.fan_in_weight, drawn in chunks when big (a 32768 x 32768 Linear weight)."""
    return chunked(lambda k, sub_shape: jc.fan_in_weight(k, sub_shape, fan_in, dtype), key, shape)


def numel(*shape):
    return math.prod(shape)


def gelu(x):
    """torch.nn.functional.gelu's default: the exact x * Phi(x) (erf), not the tanh form."""
    return jax.nn.gelu(x, approximate=False)


def hardswish(x):
    """x * relu6(x + 3) / 6."""
    return x * jnp.clip(x + 3.0, 0.0, 6.0) / 6.0


def hardsigmoid(x):
    return jnp.clip(x + 3.0, 0.0, 6.0) / 6.0


def leaky_relu(x, slope=0.01):
    return jnp.where(x >= 0, x, x * slope)


def f32(x):
    """x in f32: statistics, softmaxes and sums of the bf16 reference are computed
    in f32 and cast back once (as a TPU kernel would), so the reference's error
    against truth is its output rounding, not an accumulation in bf16."""
    return x.astype(jnp.float32)


def normalize(x, axes, eps):
    """(x - mean) / sqrt(var + eps) over `axes` (biased variance), in f32."""
    xf = f32(x)
    mean = jnp.mean(xf, axis=axes, keepdims=True)
    var = jnp.mean(jnp.square(xf - mean), axis=axes, keepdims=True)
    return (xf - mean) * jax.lax.rsqrt(var + eps)


def group_norm(x, gamma, beta, groups, eps=1e-5):
    """nn.GroupNorm of x (N, C, ...), f32 statistics, affine per channel; f32 result."""
    n, c = x.shape[0], x.shape[1]
    g = x.reshape((n, groups, c // groups) + x.shape[2:])
    y = normalize(g, tuple(range(2, g.ndim)), eps).reshape(x.shape)
    return y * f32(jc.channel(gamma, x.ndim)) + f32(jc.channel(beta, x.ndim))


def batch_norm_train(x, gamma, beta, eps=1e-5):
    """nn.BatchNormNd in training mode (KernelBench's models are never put in eval
    mode): batch statistics over every axis but 1; f32 result."""
    axes = (0,) + tuple(range(2, x.ndim))
    y = normalize(x, axes, eps)
    return y * f32(jc.channel(gamma, x.ndim)) + f32(jc.channel(beta, x.ndim))


def instance_norm(x, eps=1e-5):
    """nn.InstanceNormNd's default (no affine): statistics over the spatial axes per (n, c)."""
    return normalize(x, tuple(range(2, x.ndim)), eps)


# ---------------------------------------------------------------------------
# Convolutions and pools with PyTorch's conventions: NC + spatial layout,
# symmetric zero padding, floor-mode output sizes.

def _per_dim(value, ndim):
    return tuple(value) if isinstance(value, (tuple, list)) else (value,) * ndim


def _dimension_numbers(ndim):
    spatial = "DHW"[3 - ndim:] if ndim <= 3 else None
    return ("NC" + spatial, "OI" + spatial, "NC" + spatial)


def conv(x, w, stride=1, padding=0, dilation=1, groups=1, out_dtype=None):
    """nn.ConvNd (cross-correlation, no bias) of x (N, C, *S) with w (O, C/groups, *K);
    out_dtype f32 keeps the f32 accumulation of bf16 operands (no rounding before an epilogue)."""
    d = x.ndim - 2
    pads = [(p, p) for p in _per_dim(padding, d)]
    return jax.lax.conv_general_dilated(
        x, w, _per_dim(stride, d), pads, rhs_dilation=_per_dim(dilation, d),
        dimension_numbers=_dimension_numbers(d), feature_group_count=groups,
        preferred_element_type=out_dtype)


def conv_transpose(x, w, stride=1, padding=0, output_padding=0, dilation=1, groups=1,
                   out_dtype=None):
    """nn.ConvTransposeNd (no bias) of x (N, Cin, *S) with w (Cin, Cout/groups, *K):
    the input-gradient of the conv with that weight, computed as a stride-1 conv of
    x dilated by the stride (lhs_dilation) with each group's kernel flipped and its
    in/out axes swapped, padded by dilation*(k-1)-padding (+output_padding at the end)."""
    d = x.ndim - 2
    cin, cout_per_group, kernel = w.shape[0], w.shape[1], w.shape[2:]
    wg = w.reshape((groups, cin // groups, cout_per_group) + kernel)
    wg = jnp.swapaxes(wg, 1, 2).reshape((groups * cout_per_group, cin // groups) + kernel)
    wg = jnp.flip(wg, axis=tuple(range(2, 2 + d)))
    pad, out_pad, dil = (_per_dim(v, d) for v in (padding, output_padding, dilation))
    pads = [(dil[i] * (kernel[i] - 1) - pad[i], dil[i] * (kernel[i] - 1) - pad[i] + out_pad[i])
            for i in range(d)]
    return jax.lax.conv_general_dilated(
        x, wg, (1,) * d, pads, lhs_dilation=_per_dim(stride, d), rhs_dilation=dil,
        dimension_numbers=_dimension_numbers(d), feature_group_count=groups,
        preferred_element_type=out_dtype)


def conv_out(size, kernel, stride=1, padding=0, dilation=1):
    """Output length of a conv or a floor-mode pool along one axis."""
    return (size + 2 * padding - dilation * (kernel - 1) - 1) // stride + 1


def conv_transpose_out(size, kernel, stride=1, padding=0, output_padding=0, dilation=1):
    return (size - 1) * stride - 2 * padding + dilation * (kernel - 1) + output_padding + 1


def conv_flops(n, c_in, c_out, out_spatial, kernel, groups=1):
    """2 FLOPs per multiply-add: every output element sums C_in/groups * prod(K) products."""
    return 2 * n * c_out * math.prod(out_spatial) * (c_in // groups) * math.prod(kernel)


def conv_transpose_flops(n, c_in, c_out, in_spatial, kernel, groups=1):
    """Every input element is scattered into C_out/groups * prod(K) outputs."""
    return 2 * n * c_in * math.prod(in_spatial) * (c_out // groups) * math.prod(kernel)


def conv_weight(key, c_out, c_in_per_group, kernel, dtype=jc.SUITE_DTYPE):
    """A conv weight (O, I/groups, *K) ~ N(0, 1/fan_in), fan_in = I/groups * prod(K)."""
    return fan_in_weight(key, (c_out, c_in_per_group) + tuple(kernel),
                         c_in_per_group * math.prod(kernel), dtype)


def conv_transpose_weight(key, c_in, c_out_per_group, kernel, stride, groups=1,
                          dtype=jc.SUITE_DTYPE):
    """A transposed-conv weight (I, O/groups, *K) ~ N(0, 1/fan_in): each output sums
    about I/groups * prod(K / stride) products, which is its fan-in."""
    kernel = tuple(kernel)
    stride = _per_dim(stride, len(kernel))
    fan_in = max(1.0, (c_in // groups) * math.prod(k / s for k, s in zip(kernel, stride)))
    return jc.normal(key, (c_in, c_out_per_group) + kernel, 1.0 / math.sqrt(fan_in), dtype)


def _window(x, kernel, stride, padding, dilation):
    d = x.ndim - 2
    kernel = _per_dim(kernel, d)
    stride = kernel if stride is None else _per_dim(stride, d)
    pads = ((0, 0), (0, 0)) + tuple((p, p) for p in _per_dim(padding, d))
    return (1, 1) + kernel, (1, 1) + stride, pads, (1, 1) + _per_dim(dilation, d)


def max_pool(x, kernel, stride=None, padding=0, dilation=1):
    """nn.MaxPoolNd (floor mode; stride defaults to the kernel): the padding is -inf."""
    dims, strides, pads, dil = _window(x, kernel, stride, padding, dilation)
    return jax.lax.reduce_window(x, jnp.array(-jnp.inf, x.dtype), jax.lax.max, dims, strides,
                                 pads, window_dilation=dil)


def avg_pool(x, kernel, stride=None, padding=0):
    """nn.AvgPoolNd (floor mode, count_include_pad=True): window sums in f32 over
    prod(kernel), zero padding counted; f32 result."""
    dims, strides, pads, dil = _window(x, kernel, stride, padding, 1)
    sums = jax.lax.reduce_window(f32(x), 0.0, jax.lax.add, dims, strides, pads,
                                 window_dilation=dil)
    return sums / math.prod(dims)


def bias(key, shape, scale=0.1, dtype=jc.SUITE_DTYPE):
    """A parameter KernelBench draws with torch.randn (or leaves at 0): N(0, scale^2)."""
    return jc.normal(key, tuple(shape), scale, dtype)
