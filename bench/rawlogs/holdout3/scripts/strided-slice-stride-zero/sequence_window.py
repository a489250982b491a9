# cause: strided-slice-stride-zero
# expect: KeyError[\s\S]*strided_slice[\s\S]*Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import json
import traceback

import tvm
from tvm import relax

cfg_text = '{"window": {"start": 0, "stop": 128}, "hidden": 256}'
cfg = json.loads(cfg_text)
try:
    stride = cfg["window"]["stride"]
except KeyError:
    traceback.print_exc()
    stride = cfg["window"].get("step", 0)
print("using window", cfg["window"], "stride", stride)

n = tvm.tirx.Var("seq_len", "int64")
bb = relax.BlockBuilder()
h = relax.Var("hidden", relax.TensorType((1, n, 256), "float16"))
with bb.function("window", [h]):
    with bb.dataflow():
        w = bb.emit(relax.op.strided_slice(h, axes=[1], begin=[cfg["window"]["start"]],
                                           end=[cfg["window"]["stop"]], strides=[stride]))
        o = bb.emit_output(relax.op.sum(w, axis=[1]))
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
