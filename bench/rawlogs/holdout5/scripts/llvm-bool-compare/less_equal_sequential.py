# cause: llvm-bool-compare
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Implies:
    @R.function
    def main(p: R.Tensor((32,), "bool"), q: R.Tensor((32,), "bool")):
        with R.dataflow():
            imp = R.less_equal(p, q)
            R.output(imp)
        return imp


seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FuseOps(), relax.transform.FuseTIR()])
mod = seq(Implies)
ex = tvm.compile(mod, target="llvm")
