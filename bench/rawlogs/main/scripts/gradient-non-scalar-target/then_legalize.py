# cause: gradient-non-scalar-target
# expect: The differentiation target must be a float scalar
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), "float32"), y: R.Tensor((3,), "float32")):
        with R.dataflow():
            s = R.add(x, y)
            out = R.exp(s)
            R.output(out)
        return out


mod = Module

print(mod.script())

mod = relax.transform.Gradient("main")(mod)
mod = relax.transform.LegalizeOps()(mod)
