# cause: module_pass_returns_none
# expect: The return value of a module pass must be set
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        with R.dataflow():
            y = R.add(x, x)
            R.output(y)
        return y


@tvm.transform.module_pass(opt_level=0, name="TagMain")
def tag_main(mod, ctx):
    # annotate in place, forgot to return
    mod["main"] = mod["main"].with_attr("tagged", 1)


mod = tag_main(M)
