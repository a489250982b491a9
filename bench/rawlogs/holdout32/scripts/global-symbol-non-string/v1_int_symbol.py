# cause: global-symbol-non-string
# expect: TypeError: Cannot convert from type `int` to `str`
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.floor(x)


# export every entry point under a numbered symbol for the C loader
mod = Model.clone()
for idx, gv in enumerate(mod.get_global_vars()):
    mod.update_func(gv, mod[gv].with_attr("global_symbol", idx))
ex = tvm.compile(mod, target="llvm")
