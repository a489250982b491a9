# cause: rewrite_bindings_keys_are_patterns
# expect: some key is relax\.dpl\.CallPattern
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, rewrite_bindings, wildcard
from tvm.relax.frontend import nn


class Heads(nn.Module):
    def __init__(self):
        self.cls = nn.Linear(128, 10, bias=False)
        self.box = nn.Linear(128, 4, bias=False)

    def forward(self, feats: nn.Tensor):
        return self.cls(feats), self.box(feats)


mod, _ = Heads().export_tvm(spec={"forward": {"feats": nn.spec.Tensor((6, 128), "float32")}})

with PatternContext() as ctx:
    feats = wildcard()
    w_cls, w_box = wildcard(), wildcard()
    t_cls = is_op("relax.permute_dims")(w_cls)
    t_box = is_op("relax.permute_dims")(w_box)
    cls_mm = is_op("relax.matmul")(feats, t_cls)
    box_mm = is_op("relax.matmul")(feats, t_box)


def fuse_heads(m, bindings):
    w = relax.op.concat([m[w_cls], m[w_box]], axis=0)
    both = relax.op.matmul(m[feats], relax.op.permute_dims(w))
    return {
        cls_mm: relax.op.strided_slice(both, axes=[1], begin=[0], end=[10]),
        box_mm: relax.op.strided_slice(both, axes=[1], begin=[10], end=[14]),
    }


mod["forward"] = rewrite_bindings(ctx, fuse_heads, mod["forward"])
mod.show()
