# cause: tvmscript_symbolic_var_name_clash
# expect: already defined in current scope
# capture: pytest-line
import tvm
from tvm.script import ir as I, relax as R, tirx as T


def test_prefix_slice():
    @I.ir_module
    class Prefix:
        @R.function
        def main(x: R.Tensor(("length",), "float32"), length: R.Prim("int64")):
            length = T.int64()
            with R.dataflow():
                y = R.add(x, x)
                R.output(y)
            return y

    assert Prefix is not None
