# cause: pool2d-stride-zero
# expect: channel size of the data should equal[\s\S]*max_pool2d[\s\S]*Divide by zero
import traceback

import tvm
from tvm import relax

R = relax.op

CONFIGS = [
    {"name": "base", "groups": 1, "pool_stride": (2, 2)},
    {"name": "grouped", "groups": 3, "pool_stride": (2, 2)},   # 16 channels not divisible
    {"name": "dense-pool", "groups": 1, "pool_stride": (0, 1)},
]


def build(cfg):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 16, 12, 12), "float32"))
    w = relax.Var("w", relax.TensorType((16, 16 // cfg["groups"], 3, 3), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit(R.nn.conv2d(x, w, padding=1, groups=cfg["groups"]))
            z = bb.emit_output(R.nn.max_pool2d(y, (2, 2), strides=cfg["pool_stride"]))
        bb.emit_func_output(z)
    return tvm.compile(bb.get(), target="llvm")


for cfg in CONFIGS:
    try:
        build(cfg)
        print("built", cfg["name"])
    except ValueError:
        # bad shape combinations are expected in the sweep; skip them
        traceback.print_exc()
