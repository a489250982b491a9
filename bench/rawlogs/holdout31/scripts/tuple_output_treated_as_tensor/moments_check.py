# cause: tuple_output_treated_as_tensor
# expect: \(shapes \(2,\), \(2, 4\) mismatch\)
# capture: ipython
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Moments:
    @R.function
    def moments(x: R.Tensor((16, 4), "float32")):
        with R.dataflow():
            m = R.mean(x, axis=0)
            s = R.std(x, axis=0)
            out = (m, s)
            R.output(out)
        return out


ex = tvm.compile(Moments, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

x = np.random.default_rng(12).normal(0.0, 1.0, (16, 4)).astype("float32")
got = vm["moments"](x)
expected = np.stack([x.mean(0), x.std(0)])
np.testing.assert_allclose(got, expected, rtol=1e-5)
print("moments OK")
