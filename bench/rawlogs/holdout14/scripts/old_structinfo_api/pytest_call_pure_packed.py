# cause: old_structinfo_api
# expect: unexpected keyword argument 'sinfo_args'
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

def test_packed_copy():
    @I.ir_module
    class Mod:
        @R.function
        def main(x: R.Tensor(("n",), "float32")):
            with R.dataflow():
                y = R.call_pure_packed("vm.builtin.copy", x, sinfo_args=R.Tensor(("n",), "float32"))
                R.output(y)
            return y
    ex = tvm.compile(Mod, target="llvm")
