# cause: bool_max_pool2d
# expect: Cannot decide min_value for type
# capture: stderr
# env: TVM_BACKTRACE=1
import warnings
import tvm
from tvm import relax

warnings.warn("using experimental occupancy-grid pooling", UserWarning)
bb = relax.BlockBuilder()
occ = relax.Var("occ", relax.TensorType((1, 3, 7, 7), "bool"))
with bb.function("main", [occ]):
    p = bb.emit(relax.op.nn.max_pool2d(occ, pool_size=(2, 2), strides=(2, 2), ceil_mode=True))
    bb.emit_func_output(p)
ex = tvm.compile(bb.get(), "llvm")
