"""Op bodies shared by level 1 and 2 ops that KernelBench writes more than once with other
shapes or a mirrored operator: the plain and triangular matmuls, the reductions over dim1
(max, min, argmax, argmin), the depthwise 2D convolutions, the unstrided transposed
convolutions (1D, 2D, 3D), and Gemm_Scale_BatchNorm (#33 and #39, the same model).

Each workload.py keeps its own CONFIG, SIZES, SHAPE_FAMILY and MODES, states the operator
itself where it is one line (jnp.argmax, jnp.triu(a @ b)), and calls these for the inputs and
the cost formulas. Sizes are passed in, looked up by the workload at call time (the held-out
exporter adds sizes to the module's SIZES). Like levels_common, nothing here binds the suite
dtype as a default: the bench's f32 re-export (bench/levels_published_dtype.py) patches only
jaxbench_common and levels_common.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc


# ---- matmuls: C = A (M, K) @ B (K, N) ----

MATMUL_INIT_NOTE = (
    "A ~ N(0, 1) and B ~ N(0, 1/K) (fan-in scaled) instead of KernelBench's U[0, 1) for both: with"
    " all-positive factors every output is about K/4 with a spread of sqrt(K)/5, which a bf16 "
    "output cannot resolve (its rounding at K/4 exceeds the spread).")
MATMUL_MODES_NOTE = (
    "heavy_tailed and signed_shifted change A only: outliers along K, and a +3 offset (a column "
    "sum of B added to every output).")
MATMUL_NOTES = [MATMUL_INIT_NOTE, MATMUL_MODES_NOTE]


def matmul_inputs(key, mode, m, k, n):
    """A (M, K) in `mode`, B (K, N) fan-in scaled."""
    ka, kb = jax.random.split(key)
    a = lc.activation(ka, (m, k), mode)
    b = lc.fan_in_weight(kb, (k, n), k)
    return a, b


def triangular_inputs(key, mode, n, triangle):
    """matmul_inputs at (N, N, N) with both factors masked by `triangle` (jnp.triu or
    jnp.tril); each mask applied right after its draw, the order the programs were made in."""
    ka, kb = jax.random.split(key)
    a = triangle(lc.activation(ka, (n, n), mode))
    b = triangle(lc.fan_in_weight(kb, (n, n), n))
    return a, b


def matmul_flops(m, k, n):
    """2 FLOPs per multiply-add of the (dense) product."""
    return 2 * m * k * n


def matmul_bytes(m, k, n):
    """A and B read once, the product written once (bf16)."""
    return jc.suite_bytes((m, k), (k, n), (m, n))


# ---- reductions of x (batch, dim1, dim2) over dim1 ----

def dim1_input(key, mode, s):
    return (lc.activation(key, (s["batch_size"], s["dim1"], s["dim2"]), mode),)


def dim1_flops(s):
    """1 operation per input element."""
    return 1 * s["batch_size"] * s["dim1"] * s["dim2"]


def dim1_reduction_bytes(s):
    """x read once, the reduced output (batch, dim2) written once, both bf16."""
    return jc.suite_bytes((s["batch_size"], s["dim1"], s["dim2"]), (s["batch_size"], s["dim2"]))


def dim1_index_bytes(s):
    """x read once (bf16), the int32 indices (batch, dim2) written once."""
    return jc.suite_bytes((s["batch_size"], s["dim1"], s["dim2"])) + 4 * s["batch_size"] * s["dim2"]


# ---- depthwise nn.Conv2d(C, C, kernel, groups=C), no bias, stride 1, no padding ----

DEPTHWISE_NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel) (PyTorch's default init is "
    "uniform with that variance / 3).",
]


def depthwise_out_spatial(in_shape, kernel):
    """(H_out, W_out) of an (N, C, H, W) input."""
    return (lc.conv_out(in_shape[2], kernel[0], 1, 0, 1),
            lc.conv_out(in_shape[3], kernel[1], 1, 0, 1))


def depthwise_inputs(key, mode, in_shape, kernel):
    """x (N, C, H, W) and one (1, kh, kw) filter per channel: weight (C, 1, kh, kw)."""
    kx, kw = jax.random.split(key)
    x = lc.activation(kx, in_shape, mode, base="uniform")
    weight = lc.conv_weight(kw, in_shape[1], 1, kernel)
    return x, weight


def depthwise_conv(x, weight):
    """Groups from the shapes (C_in / C_in-per-group), so a held-out C needs no constant."""
    return lc.conv(x, weight, 1, 0, 1, x.shape[1] // weight.shape[1])


def depthwise_flops(in_shape, kernel):
    """2 FLOPs per multiply-add of the convolution."""
    n, c = in_shape[:2]
    return lc.conv_flops(n, c, c, depthwise_out_spatial(in_shape, kernel), kernel, c)


def depthwise_bytes(in_shape, kernel):
    """x and the weights read once, the output written once (bf16)."""
    n, c = in_shape[:2]
    return jc.suite_bytes(in_shape, (c, 1) + tuple(kernel),
                          (n, c) + depthwise_out_spatial(in_shape, kernel))


# ---- nn.ConvTranspose{1,2,3}d(C_in, C_out, kernel): stride 1, no padding, groups 1, no bias ----

TRANSPOSED_CONV_NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel / stride) for a transposed conv "
    "(PyTorch's default init is uniform with that variance / 3).",
]


def transposed_conv_out_spatial(in_shape, kernel):
    """The output's spatial sizes (each input size + kernel - 1) of an (N, C, *spatial) input."""
    return tuple(lc.conv_transpose_out(size, k, 1, 0, 0, 1)
                 for size, k in zip(in_shape[2:], kernel))


def transposed_conv_inputs(key, mode, in_shape, c_out, kernel):
    """x (N, C_in, *spatial) and the weight (C_in, C_out, *kernel), PyTorch's layout."""
    kx, kw = jax.random.split(key)
    x = lc.activation(kx, in_shape, mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, in_shape[1], c_out, kernel, 1, 1)
    return x, weight


def transposed_conv(x, weight):
    """Stride 1, no padding or output padding, dilation 1, groups 1."""
    return lc.conv_transpose(x, weight, 1, 0, 0, 1, 1)


def transposed_conv_flops(in_shape, c_out, kernel):
    """2 FLOPs per multiply-add of the convolution."""
    return lc.conv_transpose_flops(in_shape[0], in_shape[1], c_out, in_shape[2:], kernel, 1)


def transposed_conv_bytes(in_shape, c_out, kernel):
    """x and the weights read once, the output written once (bf16)."""
    return jc.suite_bytes(in_shape, (in_shape[1], c_out) + tuple(kernel),
                          (in_shape[0], c_out) + transposed_conv_out_spatial(in_shape, kernel))


# ---- Gemm_Scale_BatchNorm: h = x W + b; h * scale (per feature); BatchNorm1d, training mode ----

GEMM_SCALE_BN_SHAPE_FAMILY = {
    # Held-out shapes (workloads/README.md, "Shape families"): batch on sublanes (multiples of
    # 8), features on lanes (multiples of 128).
    "batch_size": jc.vary(8),
    "in_features": jc.vary(128),
    "out_features": jc.vary(128),
}

# What every front-then-BatchNorm op says of its norm, its modes and its precision.
BATCH_NORM_NOTES = [
    "Norm affine weight ~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of PyTorch's initial ones "
    "and zeros.",
    "BatchNorm in training mode (batch statistics), as KernelBench's model runs; statistics in "
    "f32.",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is cast "
    "to the input dtype once.",
]

GEMM_SCALE_BN_NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; W ~ N(0, 1/in_features) stored (in, out), b ~ N(0, "
    "0.1^2).",
    "scale ~ N(0, 1) (torch.randn, as KernelBench).",
] + BATCH_NORM_NOTES


def linear_vector_norm_inputs(key, mode, s):
    """x, the Linear's weight (in, out) and bias, one more (out,) vector ~ N(0, 1) (Gemm_Scale_BatchNorm's
    scale, Gemm_BiasAdd_..._GroupNorm's added bias), the norm's weight and bias."""
    kx, kw, kb, k_vector, k_norm_weight, k_norm_bias = jax.random.split(key, 6)
    x = lc.activation(kx, (s["batch_size"], s["in_features"]), mode, base="uniform")
    weight = lc.fan_in_weight(kw, (s["in_features"], s["out_features"]), s["in_features"])
    bias = jc.bias_vector(kb, (s["out_features"],))
    vector = lc.bias(k_vector, (s["out_features"],), scale=1.0)
    norm_weight = jc.norm_scale(k_norm_weight, (s["out_features"],))
    norm_bias = jc.bias_vector(k_norm_bias, (s["out_features"],))
    return x, weight, bias, vector, norm_weight, norm_bias


def gemm_scale_bn(x, weight, bias, scale, bn_weight, bn_bias, eps):
    h = jnp.matmul(x, weight, preferred_element_type=jnp.float32) + lc.f32(bias)
    y = lc.batch_norm_train(h * lc.f32(scale), bn_weight, bn_bias, eps)
    return y.astype(x.dtype)


def gemm_scale_bn_flops(s):
    """The GEMM (2 per multiply-add, its bias) and 8 operations per output of it."""
    out = s["batch_size"] * s["out_features"]
    return 2 * s["batch_size"] * s["in_features"] * s["out_features"] + out + 8 * out


def gemm_scale_bn_bytes(s):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    b, i, o = s["batch_size"], s["in_features"], s["out_features"]
    return jc.suite_bytes((b, i), (i, o), (o,), (o,), (o,), (o,), (b, o))
