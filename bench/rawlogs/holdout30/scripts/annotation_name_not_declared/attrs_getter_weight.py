# cause: annotation_name_not_declared
# expect: key is not in Map
# capture: pytest-line
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn


class Dense(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(40, 20)

    def forward(self, x: nn.Tensor):
        return nn.relu(self.fc(x))


def make_pattern():
    inp, w, b = wildcard(), wildcard(), wildcard()
    w_t = is_op("relax.permute_dims")(w)
    mm = is_op("relax.matmul")(inp, w_t)
    out = is_op("relax.nn.relu")(is_op("relax.add")(mm, b))

    def attrs(annotated):
        weight = annotated["weight"]
        return {"out_features": str(int(weight.ty.shape[0]))}

    return relax.transform.FusionPattern(
        "mylib.dense_relu", out, {"input": inp, "w_t": w_t, "bias": b}, None, attrs
    )


def test_dense_attrs_recorded():
    mod, _ = Dense().export_tvm(spec={"forward": {"x": nn.spec.Tensor((5, 40), "float32")}})
    mod = relax.transform.FuseOpsByPattern([make_pattern()], bind_constants=False)(mod)
    funcs = [f for f in mod.functions.values() if f.attrs is not None and "out_features" in f.attrs]
    assert funcs and funcs[0].attrs["out_features"] == "20"
