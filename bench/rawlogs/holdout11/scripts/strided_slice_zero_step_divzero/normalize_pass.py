# cause: strided_slice_zero_step_divzero
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

x = relax.Var("x", relax.TensorType((12,), "float32"))
call = relax.op.strided_slice(x, axes=[0], begin=[0], end=[12], strides=[0])
fn = relax.Function([x], call, relax.TensorType(ndim=1, dtype="float32"))
mod = tvm.IRModule({"main": fn})
mod = relax.transform.Normalize()(mod)
