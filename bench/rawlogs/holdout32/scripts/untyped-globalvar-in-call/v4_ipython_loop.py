# cause: untyped-globalvar-in-call
# expect: IsMissing\(\)\) is false
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Lib:
    @R.function
    def stage0(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.nn.relu(x)

    @R.function
    def stage1(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.sigmoid(x)

bb = relax.BlockBuilder(Lib.clone())
x = relax.Var("x", relax.TensorType((4,), "float32"))
with bb.function("pipeline", [x]):
    h = x
    for name in ["stage0", "stage1"]:
        h = bb.emit(relax.Call(relax.GlobalVar(name), [h]))
    bb.emit_func_output(h)
print(bb.get())
