# cause: conv2d_zero_stride
# expect: Divide by zero
# capture: stderr
from concurrent.futures import ProcessPoolExecutor


def export(stride):
    from tvm.relax.frontend import nn

    class Block(nn.Module):
        def __init__(self):
            self.conv = nn.Conv2D(4, 8, kernel_size=3, stride=stride, padding=1)

        def forward(self, x: nn.Tensor):
            return self.conv(x)

    mod, _ = Block().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 16, 16), "float32")}})
    return len(str(mod))


if __name__ == "__main__":
    strides = [2, 0]
    with ProcessPoolExecutor(2) as pool:
        print(list(pool.map(export, strides)))
