# cause: bind-symbolic-vars-unknown-name
# expect: Binding map contains keys \("m",\)
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")):
        return R.add(x, x)


mod = relax.transform.BindSymbolicVars({"m": 8})(Mod)
mod.show()
