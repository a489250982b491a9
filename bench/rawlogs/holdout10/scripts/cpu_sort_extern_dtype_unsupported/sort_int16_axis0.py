# cause: cpu_sort_extern_dtype_unsupported
# expect: Unsupported input dtype: u?int(8|16)
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])


@I.ir_module
class ColSort:
    @R.function
    def main(x: R.Tensor((5, 3), "int16")):
        with R.dataflow():
            s = R.sort(x, axis=0, descending=True)
            R.output(s)
        return s


def test_column_sort():
    x = np.random.RandomState(3).randint(-100, 100, (5, 3)).astype("int16")
    got = build_and_run(ColSort, x).numpy()
    np.testing.assert_array_equal(got, -np.sort(-x, axis=0))
