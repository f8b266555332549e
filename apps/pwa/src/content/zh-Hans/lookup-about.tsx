/**
 * The Hero Lookup page's explanation in Chinese: what a hero is sent, what the page shows and keeps, and the answers. `every` is how often the
 * page refreshes itself, in words.
 */
export function LookupAbout({ every }: { every: string }) {
  return (
    <>
      <h2 id="lookup-about-heading">查询如何运作</h2>
      <p>有人选择了您作为守护者：也就是当对方可能遇到麻烦时，希望能联系到的可信赖的人。</p>
      <p>
        当对方发出紧急求助，或对方设置的安全计时器在对方停止它之前到期时，您会收到一条短信，其中有一个6位访问码。请在这里输入该访问码。
      </p>
      <p>
        您将看到对方当前的状态、安全计时器的开始和结束时间、对方的照片、对方填写的信息（和谁在一起、在做什么、在哪里），以及显示对方出发地点和当前位置的地图链接。
      </p>
      <p>
        此标签页只保存它显示的访问码，从不保存状态；当状态结束、您查询其他访问码、点按“忘记此访问码”或关闭标签页时，访问码即被删除。开启提醒后，访问码会保存在此设备上，直到您关闭提醒或状态结束。状态的每次变化都会立即显示（无法保持连接时，页面每
        {every}自动刷新一次）。
      </p>
      <p>
        您可以在状态下方回复，让对方和其他守护者知道：您已看到、您正在赶去，或您已呼叫紧急服务。回复时，此设备会记住您填写的名字（如有）和一个随机编号，使您最新的回复取代之前的回复。
      </p>
    </>
  );
}
