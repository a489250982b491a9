# cause: cumsum_bool_codegen
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Excl:
    @R.function
    def main(m: R.Tensor((3, 5), "bool")):
        with R.dataflow():
            y = R.cumsum(m, axis=-1, exclusive=True)
            R.output(y)
        return y

vm = relax.VirtualMachine(tvm.compile(Excl, target="llvm"), tvm.cpu())
m = np.random.default_rng(0).random((3, 5)) > 0.5
got = vm["main"](tvm.runtime.tensor(m)).numpy()
np.testing.assert_array_equal(got, np.cumsum(m, axis=-1) - m)
