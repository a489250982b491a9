# cause: pyexprmutator_returns_none
# expect: Found null pointer node while traversing AST
# capture: pytest
import tvm
from tvm import relax
from tvm.relax.expr_functor import PyExprMutator, mutator
from tvm.script import ir as I, relax as R


@mutator
class RenameParams(PyExprMutator):
    def __init__(self, prefix):
        super().__init__()
        self.prefix = prefix
        self.seen = {}

    def visit_var_(self, var):
        if var.name.startswith("p"):
            new = relax.Var(self.prefix + var.name, var.ty)
            self.seen[var] = new
            return new


@I.ir_module
class Params:
    @R.function
    def main(p0: R.Tensor((3, 3), "float32"), p1: R.Tensor((3, 3), "float32")):
        with R.dataflow():
            s = R.add(p0, p1)
            R.output(s)
        return s


def test_rename_params():
    f = RenameParams("w_").visit_expr(Params["main"])
    assert [p.name for p in f.params] == ["w_p0", "w_p1"]
