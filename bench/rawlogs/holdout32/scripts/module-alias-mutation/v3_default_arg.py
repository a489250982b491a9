# cause: module-alias-mutation
# expect: AssertionError: expected 1 function, got 3
# capture: combined
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Base:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.abs(x)


def add_variant(name, func, into=Base):
    into[name] = func.with_attr("global_symbol", name)
    return into


a = add_variant("variant_a", Base["main"])
b = add_variant("variant_b", Base["main"])
# each call should give Base + one variant
fresh = tvm.script.from_source(Base.script())
assert len(fresh.get_global_vars()) == 1, "expected 1 function, got %d" % len(fresh.get_global_vars())
