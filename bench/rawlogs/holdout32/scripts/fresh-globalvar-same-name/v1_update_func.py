# cause: fresh-globalvar-same-name
# expect: Check failed: \(\(\*it\)\.second\.same_as\(var\)\) is false
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 8), "float32")) -> R.Tensor((4, 8), "float32"):
        y = R.nn.softmax(x, axis=1)
        return y


mod = Model.clone()
new_main = mod["main"].with_attr("num_input", 1)
mod.update_func(tvm.ir.GlobalVar("main"), new_main)
print(mod.script())
