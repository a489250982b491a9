# cause: module-alias-mutation
# expect: StructuralEqual check failed
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        y = R.exp(x)
        return y


@I.ir_module
class Pristine:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        y = R.exp(x)
        return y


baseline = Model
experiment = baseline          # work on a copy
gv = experiment.get_global_var("main")
experiment.update_func(gv, experiment[gv].with_attr("num_input", 1))

# the baseline must still be the original graph
tvm.ir.assert_structural_equal(baseline, Pristine)
