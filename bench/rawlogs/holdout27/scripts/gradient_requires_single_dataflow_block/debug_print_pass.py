# cause: gradient_requires_single_dataflow_block
# expect: Check failed: \(seq_expr->blocks.size\(\) == 1\) is false: now only support one dataflow block
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Loss:
    @R.function
    def main(x: R.Tensor((6,), "float32"), t: R.Tensor((6,), "float32")):
        with R.dataflow():
            d = R.subtract(x, t)
            l = R.sum(R.multiply(d, d))
            R.output(l)
        return l


@relax.transform.function_pass(opt_level=0, name="InsertDebugPrint")
def insert_debug_print(func, mod, ctx):
    """Print the input before the dataflow block runs."""
    bb = relax.BlockBuilder()
    params = func.params
    with bb.function("main", params):
        bb.emit(relax.op.print(params[0], format="x = {}"))
        with bb.dataflow():
            d = bb.emit(relax.op.subtract(params[0], params[1]))
            l = bb.emit_output(relax.op.sum(relax.op.multiply(d, d)))
        bb.emit_func_output(l)
    return bb.get()["main"]


mod = insert_debug_print(Loss)
print(mod)
mod = relax.transform.Gradient("main")(mod)
