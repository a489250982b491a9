# cause: arange_zero_step
# expect: Divide by zero
# capture: combined
import tvm
from tvm import relax

cfg = {"max_len": 128, "stride": 0.5}
step = int(cfg["stride"])
print(f"max_len={cfg['max_len']} step={step}")
bb = relax.BlockBuilder()
with bb.function("positions", []):
    with bb.dataflow():
        pos = bb.emit(relax.op.arange(0, cfg["max_len"], step, dtype="float32"))
        out = bb.emit_output(pos)
    bb.emit_func_output(out)
mod = bb.get()
