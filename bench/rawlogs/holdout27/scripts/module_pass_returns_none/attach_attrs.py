# cause: module_pass_returns_none
# expect: The return value of a module pass must be set
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Classifier:
    @R.function
    def main(x: R.Tensor((1, 512), "float32"), w: R.Tensor((512, 10), "float32")):
        with R.dataflow():
            logits = R.matmul(x, w)
            prob = R.nn.softmax(logits)
            R.output(prob)
        return prob


@tvm.transform.module_pass(opt_level=0, name="AttachNumInput")
def attach_num_input(mod, ctx):
    for gv, func in list(mod.functions_items()):
        if isinstance(func, relax.Function):
            mod[gv] = func.with_attr("num_input", 1)


mod = attach_num_input(Classifier)
print(mod)
