"""l3_011_VGG16 (KernelBench level 3 #11).

VGG-16 (16 weight layers) on (N, 3, 224, 224) images: 5 stages of 2/2/3/3/3 3x3
convs (padding 1, bias, ReLU) of widths 64, 128, 256, 512, 512, each stage
followed by max-pool 2/2; flatten (512 * 7 * 7); Linear 4096 + ReLU, Linear
4096 + ReLU, Linear 1000. Dropout(0.0) is the identity.
"""
import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

STAGE_CONVS = (2, 2, 3, 3, 3)  # 3x3 convs per stage

CONFIG = lc.config(
    "l3_011_VGG16", 3, 11, "VGG16",
    "VGG-16 on (N, 3, 224, 224) images: 13 3x3 convs with ReLU in 5 stages (2-2-3-3-3), max-pool "
    "2/2 after each, flatten, Linear 4096 + ReLU, Linear 4096 + ReLU, Linear 1000.",
    1.5139,
    batch_size=10, width1=64, width2=128, width3=256, width4=512, width5=512, fc_hidden=4096,
    num_classes=1000, height=224, width=224)

SIZES = {
    "full": {
        "batch_size": 10, "width1": 64, "width2": 128, "width3": 256, "width4": 512,
        "width5": 512, "fc_hidden": 4096, "num_classes": 1000
    },
    "small": {
        "batch_size": 2, "width1": 4, "width2": 8, "width3": 16, "width4": 32, "width5": 32,
        "fc_hidden": 256, "num_classes": 128
    },
}

SHAPE_FAMILY = nets.VGG_SHAPE_FAMILY

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = nets.VGG_NOTES


def make_inputs(key, mode, size):
    return nets.vgg_inputs(key, mode, SIZES[size], STAGE_CONVS)


def workload(x, *params):
    return nets.vgg(x, params, STAGE_CONVS)


def flops(size):
    return nets.vgg_flops(SIZES[size], STAGE_CONVS)


def bytes_accessed(size):
    return nets.vgg_bytes(SIZES[size], STAGE_CONVS)
