# cause: clip-bound-out-of-range
# expect: exceeds range of int16
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Sat:
    @R.function
    def main(acc: R.Tensor((8, 8), "int32")):
        with R.dataflow():
            a = R.astype(acc, "int16")
            s = R.clip(a, -40000, 40000)
            R.output(s)
        return s


print("module:")
print(Sat.script())
mod = relax.transform.LegalizeOps()(Sat)
print("legalized", len(mod.functions))
