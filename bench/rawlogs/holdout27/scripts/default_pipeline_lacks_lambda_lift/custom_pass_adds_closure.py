# cause: default_pipeline_lacks_lambda_lift
# expect: make sure  to run it after LambdaLift
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((3, 3), "float32")):
        y = R.exp(x)
        return y


@relax.transform.function_pass(opt_level=0, name="OutlineAsClosure")
def outline_as_closure(func, mod, ctx):
    """Wrap the body in a local function and call it (prep for a later checkpointing pass)."""
    p = relax.Var("p", func.params[0].ty)
    inner = relax.Function([p], relax.op.exp(p), func.params[0].ty)
    bb = relax.BlockBuilder()
    with bb.function("main", func.params):
        f = bb.emit(inner)
        out = bb.emit(relax.Call(f, [func.params[0]]))
        bb.emit_func_output(out)
    return bb.get()["main"]


mod = outline_as_closure(Mod)
print(mod)
ex = tvm.compile(mod, "llvm")
