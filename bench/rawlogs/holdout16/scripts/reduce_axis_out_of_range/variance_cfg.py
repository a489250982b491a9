# cause: reduce_axis_out_of_range
# expect: the input axis -?\d+ is out of range
# capture: combined
import logging
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO)
log = logging.getLogger(__name__)
axes = [0, 1, 4]
log.info("normalizing over axes %s", axes)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, 4, 5), "float32"))
with bb.function("main", [x]):
    v = bb.emit(relax.op.variance(x, axis=axes))
    bb.emit_func_output(v)
