# cause: pass_config_strict_type
# expect: Expect config relax.FuseOps.max_depth to have type int, but instead get float
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            a = R.exp(x)
            b = R.nn.relu(a)
            R.output(b)
        return b


depth = 256 / 4  # derived from the scheduler budget
with tvm.transform.PassContext(opt_level=3, config={"relax.FuseOps.max_depth": depth}):
    ex = tvm.compile(Mod, "llvm")
