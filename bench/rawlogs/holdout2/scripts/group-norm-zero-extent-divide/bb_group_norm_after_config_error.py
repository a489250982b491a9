# cause: group-norm-zero-extent-divide
# expect: Divide by zero
import json
import traceback

import numpy as np
import tvm
from tvm import relax

DEFAULTS = {"channels": 16, "groups": 4, "length": 0}


def load_config(path="unet_block.json"):
    try:
        with open(path) as f:
            return json.load(f)
    except Exception:
        traceback.print_exc()
        print("falling back to defaults")
        return DEFAULTS


cfg = load_config()
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, cfg["channels"], cfg["length"]), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        g = relax.const(np.ones((cfg["channels"],), "float32"))
        b = relax.const(np.zeros((cfg["channels"],), "float32"))
        y = bb.emit(relax.op.nn.group_norm(x, g, b, num_groups=cfg["groups"], channel_axis=1, axes=[2]))
        out = bb.emit_output(relax.op.nn.silu(y))
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
