# cause: tirx_bool_unary_unsupported
# expect: Data type T\.bool not supported for isnan op
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Sanitize:
    @R.function
    def main(x: R.Tensor((16,), "bool")) -> R.Tensor((16,), "bool"):
        with R.dataflow():
            bad = R.isnan(x)
            R.output(bad)
        return bad


def test_isnan_on_flags():
    mod = relax.transform.LegalizeOps()(Sanitize)
    tvm.compile(mod, target="llvm")
