# cause: llvm-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MaskPool:
    @R.function
    def main(mask: R.Tensor((1, 1, 8, 8), "bool")):
        with R.dataflow():
            cov = R.nn.adaptive_avg_pool2d(mask, output_size=(2, 2))
            R.output(cov)
        return cov


print("legalizing...")
mod = relax.transform.LegalizeOps()(MaskPool)
print("legalized; PrimFuncs:", sorted(gv.name_hint for gv, f in mod.functions.items() if isinstance(f, tvm.tirx.PrimFunc)))
print("building...")
ex = relax.build(mod, target="llvm")
print("built")
