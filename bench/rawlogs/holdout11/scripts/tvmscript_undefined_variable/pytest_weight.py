# cause: tvmscript_undefined_variable
# expect: DiagnosticError: error: Undefined variable: weight
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        y = R.matmul(x, weight)
        return y

def test_parse():
    assert "main" in [gv.name_hint for gv in Model.get_global_vars()]
