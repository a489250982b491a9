# cause: foldconstant-int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def test_mod_folding():
    @I.ir_module
    class Hash:
        @R.function
        def main(k: R.Tensor((3,), "int16")):
            with R.dataflow():
                seeds = R.const(np.array([7, 9, 11]), "int16")
                table = R.const(np.array([0, 0, 0]), "int16")
                h = R.mod(seeds, table)
                out = R.add(k, h)
                R.output(out)
            return out

    mod = relax.transform.LegalizeOps()(Hash)
    mod = relax.transform.FoldConstant()(mod)
    assert mod is not None
