# cause: arange_zero_step_divzero
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import logging
import tvm
from tvm import relax
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

step = 0  # TODO read from config
logging.info("building positions with step=%d", step)
mod = build(lambda x: relax.op.multiply(x, relax.op.arange(0, 32, step, "int32")), [((4, 32), "int32")])
