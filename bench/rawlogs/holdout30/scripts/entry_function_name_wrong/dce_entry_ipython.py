# cause: entry_function_name_wrong
# expect: Cannot find global var "forward" in the Module
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((2, 256), "float32"), w: R.Tensor((256, 256), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.silu(y)
            R.output(z)
        return z


patterns = [("mylib.matmul_silu", is_op("relax.nn.silu")(is_op("relax.matmul")(wildcard(), wildcard())))]
seq = tvm.transform.Sequential(
    [
        relax.transform.FuseOpsByPattern(patterns),
        relax.transform.DeadCodeElimination(entry_functions=["forward"]),
    ]
)
mod = seq(Net)
mod.show()
